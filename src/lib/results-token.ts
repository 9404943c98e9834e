import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The permanent address of an assessment's results: `/assessment/results/{token}`, where the token
 * is the record id and an HMAC-SHA256 of it under a key derived from Payload's secret. Nobody can
 * make one for another record, and checking one leaks nothing through timing.
 */
const PURPOSE = 'assessment-results-token:v1'
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/

const keyFor = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest()
const macOf = (secret: string, id: string) => createHmac('sha256', keyFor(secret)).update(`assessment:${id}`).digest()

export function resultsToken(secret: string, id: string | number): string {
  const idPart = Buffer.from(String(id)).toString('base64url')
  return `${idPart}.${macOf(secret, String(id)).toString('base64url')}`
}

/** The record id a token was made for, or null when it is malformed or its signature does not match. */
export function verifyResultsToken(secret: string, token: string): string | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const id = Buffer.from(match[1], 'base64url').toString()
  if (!/^[A-Za-z0-9]{1,40}$/.test(id) || Buffer.from(id).toString('base64url') !== match[1]) return null
  // The text itself is compared, so only the one canonical spelling of the signature is accepted.
  const expected = Buffer.from(macOf(secret, id).toString('base64url'))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

export const resultsPath = (secret: string, id: string | number): string =>
  `/assessment/results/${resultsToken(secret, id)}`
