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
  /**
   * Ids by address and host, then by user agent: the user agent string arrives with its hash
   * already computed (the user agent memo looked it up), where one key of all three would be
   * built and hashed anew for every beacon.
   */
  private readonly ids = new Map<string, Map<string, string>>()
  private size = 0

  constructor(private readonly kept = 50_000) {}

  of(salt: string, ip: string, userAgent: string, host: string): string {
    if (salt !== this.salt) {
      this.ids.clear()
      this.size = 0
      this.salt = salt
    }
    const where = `${ip}\n${host}`
    let agents = this.ids.get(where)
    let id = agents?.get(userAgent)
    if (id === undefined) {
      id = hmac(salt, `${ip}\n${userAgent}\n${host}`)
      // The address first kept is forgotten first, with all its user agents.
      if (this.size >= this.kept) {
        const [oldest, itsAgents] = this.ids.entries().next().value!
        this.ids.delete(oldest)
        this.size -= itsAgents.size
        if (oldest === where) agents = undefined
      }
      if (!agents) {
        agents = new Map()
        this.ids.set(where, agents)
      }
      agents.set(userAgent, id)
      this.size += 1
    }
    return id
  }
}

/** Salts are deleted 48 hours after they were made. */
export const SALT_TTL_MS = 48 * 60 * 60 * 1000
