import { createHmac, randomBytes } from 'node:crypto'

/** A fresh random daily salt. */
export const newSalt = (): string => randomBytes(32).toString('base64url')

/** Plausible's cookieless visitor id: HMAC(daily salt, ip + user agent + host), never reversible. */
export const visitorId = (salt: string, ip: string, userAgent: string, host: string): string =>
  createHmac('sha256', salt).update(`${ip}\n${userAgent}\n${host}`).digest('base64url').slice(0, 22)

/** Salts are deleted 48 hours after they were made. */
export const SALT_TTL_MS = 48 * 60 * 60 * 1000
