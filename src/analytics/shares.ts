import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * A shared link's password, kept as scrypt (Node's, a maintained memory-hard KDF) with its own salt:
 * `scrypt$N$r$p$salt$hash`, base64url.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const
const KEY_BYTES = 32

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  )

export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** A stored hash no share holds, so a link without a password costs as much as one with (no timing tell). */
let decoyHash: Promise<string> | null = null

/**
 * Whether `password` is the one hashed in `stored`. A share without a password (`stored` null) is
 * checked against a decoy, so the answer takes the same time whichever way it goes.
 */
export async function sharePasswordMatches(password: string, stored: string | null): Promise<boolean> {
  decoyHash ??= hashSharePassword(randomBytes(16).toString('base64url'))
  const [, n, r, p, salt, hash] = (stored ?? (await decoyHash)).split('$')
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  })
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected)
}

/** The cookie that opens a password-protected shared link in one browser, scoped to its page. */
export const SHARE_COOKIE = 'keystone_share'
/** How long an unlocked link stays open in that browser. */
export const SHARE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60

/**
 * The cookie's value: an HMAC of the link and its password hash under the server's secret, so it
 * opens only that link, and no longer once the link is deleted (its hash is gone).
 */
export const shareCookieValue = (secret: string, id: string, passwordHash: string): string =>
  createHmac('sha256', secret).update(`analytics-share:${id}:${passwordHash}`).digest('base64url')

export function shareCookieMatches(secret: string, id: string, passwordHash: string, cookie: string | undefined) {
  if (!cookie) return false
  const expected = Buffer.from(shareCookieValue(secret, id, passwordHash))
  const given = Buffer.from(cookie)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
