import { createHmac, randomBytes } from 'node:crypto'

/** A fresh random daily salt. */
export const newSalt = (): string => randomBytes(32).toString('base64url')

const hmac = (salt: string, input: string) => createHmac('sha256', salt).update(input).digest('base64url').slice(0, 22)

/** Plausible's cookieless visitor id: HMAC(daily salt, ip + user agent + host), never reversible. */
export const visitorId = (salt: string, ip: string, userAgent: string, host: string): string =>
  hmac(salt, `${ip}\n${userAgent}\n${host}`)

/**
 * visitorId, remembering the ids of the most recent inputs under the current salt (in memory
 * only, forgotten when the salt changes): a visitor sends several events a visit, and an HMAC
 * costs the front server more than the rest of a beacon's classification.
 */
export class VisitorIds {
  private salt = ''
  private readonly ids = new Map<string, string>()

  constructor(private readonly kept = 50_000) {}

  of(salt: string, ip: string, userAgent: string, host: string): string {
    if (salt !== this.salt) {
      this.ids.clear()
      this.salt = salt
    }
    const input = `${ip}\n${userAgent}\n${host}`
    let id = this.ids.get(input)
    if (id === undefined) {
      id = hmac(salt, input)
      if (this.ids.size >= this.kept) this.ids.delete(this.ids.keys().next().value!)
      this.ids.set(input, id)
    }
    return id
  }
}

/** Salts are deleted 48 hours after they were made. */
export const SALT_TTL_MS = 48 * 60 * 60 * 1000
