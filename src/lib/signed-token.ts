import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A link's token for one action on one record: the record id and an HMAC-SHA256 of action and
 * id under a key derived from the secret for that purpose. Verified in constant time.
 */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/

const macOf = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(purpose).digest()).update(id).digest().toString('base64url')

export const signedToken = (secret: string, purpose: string, id: string | number): string =>
  `${Buffer.from(String(id)).toString('base64url')}.${macOf(secret, purpose, String(id))}`

/**
 * The record id a well-formed token names, not yet verified: for a purpose that depends on the
 * record (a value stored on it), which is read first and then verified.
 */
export function signedTokenId(token: string): string | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const id = Buffer.from(match[1], 'base64url').toString()
  return /^[A-Za-z0-9]{1,40}$/.test(id) && Buffer.from(id).toString('base64url') === match[1] ? id : null
}

/** The record id a token was made for (for `purpose`), or null. */
export function verifySignedToken(secret: string, purpose: string, token: string): string | null {
  const id = signedTokenId(token)
  if (id === null) return null
  const expected = Buffer.from(macOf(secret, purpose, id))
  const given = Buffer.from(token.slice(token.indexOf('.') + 1))
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
