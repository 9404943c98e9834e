import { createHmac, randomBytes } from 'node:crypto'

import { TripleKeyMemo } from '@/lib/memo'

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
  /** By host, address, then user agent: the address first kept is forgotten first, with all its user agents. */
  private readonly ids: TripleKeyMemo<string>

  constructor(kept = 50_000) {
    this.ids = new TripleKeyMemo(kept)
  }

  /** Ids kept. */
  get size(): number {
    return this.ids.size
  }

  of(salt: string, ip: string, userAgent: string, host: string): string {
    if (salt !== this.salt) {
      this.ids.clear()
      this.salt = salt
    }
    let id = this.ids.get(host, ip, userAgent)
    if (id === undefined) {
      id = visitorId(salt, ip, userAgent, host)
      this.ids.set(host, ip, userAgent, id)
    }
    return id
  }
}

/** Salts are deleted 48 hours after they were made. */
export const SALT_TTL_MS = 48 * 60 * 60 * 1000
