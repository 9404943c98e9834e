import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The permanent address of an assessment's results: `/assessment/results/{token}`, where the token
 * is the record id and an HMAC-SHA256, under a key derived from Payload's secret, of the id and the
 * record's random uid. Nobody can make one for another record; a record that later gets the same
 * id has another uid, so an old link never shows it; checking one leaks nothing through timing.
 */
const PURPOSE = 'assessment-results-token:v2'
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/

/** What a token is made from: the id, and the uid the record was given (none on MongoDB records stored before it). */
export type ResultsRecord = { id: string | number; uid?: string | null }

const keyFor = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest()
const macOf = (secret: string, { id, uid }: ResultsRecord) =>
  createHmac('sha256', keyFor(secret))
    .update(`assessment:${String(id)}:${uid ?? ''}`)
    .digest()
    .toString('base64url')

export function resultsToken(secret: string, record: ResultsRecord): string {
  return `${Buffer.from(String(record.id)).toString('base64url')}.${macOf(secret, record)}`
}

/** The record id a well-formed token names (not yet checked against that record), or null. */
export function resultsTokenId(token: string): string | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const id = Buffer.from(match[1], 'base64url').toString()
  if (!/^[A-Za-z0-9]{1,40}$/.test(id) || Buffer.from(id).toString('base64url') !== match[1]) return null
  return id
}

/** Whether the token was made for this very record: its id and its uid. */
export function resultsTokenMatches(secret: string, token: string, record: ResultsRecord): boolean {
  if (resultsTokenId(token) !== String(record.id)) return false
  // The text itself is compared, so only the one canonical spelling of the signature is accepted.
  const expected = Buffer.from(macOf(secret, record))
  const given = Buffer.from(token.slice(token.indexOf('.') + 1))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const resultsPath = (secret: string, record: ResultsRecord): string =>
  `/assessment/results/${resultsToken(secret, record)}`
