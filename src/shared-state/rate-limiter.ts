import type { Payload } from 'payload'

import { clientKey } from '@/lib/client-key'
import { serverLogger } from '@/lib/server-logger'

import { sharedState } from '.'
import type { Counter, RateLimitStore } from './types'

/** At most `limit` hits per client in a window of `windowMs` that starts with the client's first hit. */
export type RateRule = { name: string; limit: number; windowMs: number }

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Ended windows are deleted this often per instance (SQLite; MongoDB's TTL index needs no help). */
const PRUNE_EVERY_MS = 10 * 60 * 1000

/** The decision for a counter that already includes the hit being decided. */
function decide(counter: Counter, limit: number, now: number): RateDecision {
  if (counter.count <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - now) / 1000)) }
}

/**
 * Rate limits that hold across instances: every hit is counted in the database in one atomic
 * step BEFORE the caller acts, so N concurrent attempts can never all pass a limit of M < N.
 * Clients are keyed by `clientKey` (IPv6 per /64, one spelling per address).
 */
export class RateLimiter {
  private lastPrune = 0

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  private key(rule: RateRule, client: string): string {
    return `${rule.name}:${clientKey(client)}`
  }

  private prune(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    void this.store
      .prune(now)
      .catch((error: unknown) => serverLogger.error({ err: error }, 'Pruning ended rate-limit windows failed'))
  }

  /** Counts `cost` hits of `client` against `rule`, then says whether they are within it. */
  async consume(rule: RateRule, client: string, cost = 1): Promise<RateDecision> {
    const now = this.now()
    this.prune(now)
    return decide(await this.store.hit(this.key(rule, client), cost, rule.windowMs, now), rule.limit, now)
  }

  /** Counts many clients' hits in one round trip; the decisions come back in the same order. */
  async consumeMany(rule: RateRule, hits: { client: string; cost: number }[]): Promise<RateDecision[]> {
    const now = this.now()
    this.prune(now)
    const counters = await this.store.hitMany(
      hits.map(({ client, cost }) => ({ key: this.key(rule, client), cost })),
      rule.windowMs,
      now,
    )
    return counters.map((counter) => decide(counter, rule.limit, now))
  }

  /** Whether one more hit of `client` would be within `rule`, read without counting it. */
  async peek(rule: RateRule, client: string): Promise<RateDecision> {
    const now = this.now()
    const counter = await this.store.peek(this.key(rule, client), now)
    return decide({ ...counter, count: counter.count + 1 }, rule.limit, now)
  }

  /** Gives hits back, e.g. an attempt that turned out to be a right key is no failure. */
  async refund(rule: RateRule, client: string, cost = 1): Promise<void> {
    await this.store.refund(this.key(rule, client), cost, this.now())
  }
}

const limiters = new WeakMap<Payload, RateLimiter>()

/** The rate limiter on Payload's database (one per Payload instance). */
export function rateLimiter(payload: Payload): RateLimiter {
  let limiter = limiters.get(payload)
  if (!limiter) {
    limiter = new RateLimiter(sharedState(payload).rateLimits)
    limiters.set(payload, limiter)
  }
  return limiter
}
