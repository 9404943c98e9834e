import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Payload signs its tokens with the first 32 hex characters of the SHA-256 of its config secret. */
const signingKey = (configSecret: string) => createHash('sha256').update(configSecret).digest('hex').slice(0, 32)

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * Whether `token` is a CMS session token this server signed (HS256 under Payload's key derived
 * from `configSecret`) that has not expired. Whether its session was since ended is Payload's to say.
 */
export function payloadTokenValid(token: string, configSecret: string | undefined, now = Date.now()): boolean {
  const parts = token.split('.')
  if (!configSecret || parts.length !== 3) return false
  const [header, body, signature] = parts
  const expected = createHmac('sha256', signingKey(configSecret)).update(`${header}.${body}`).digest()
  const sent = Buffer.from(signature, 'base64url')
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false
  const claims = json(body)
  return json(header)?.alg === 'HS256' && typeof claims?.exp === 'number' && claims.exp * 1000 > now
}
