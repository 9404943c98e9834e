import { VISITOR_WINDOW_MS } from '@/analytics/model/sessions'
import { BatchedLimit, SharedCountLimit } from '@/shared-state/batched-limit'
import { type RateDecision, RateLimiter, type RateRule } from '@/shared-state/rate-limiter'
import type { RateLimitStore } from '@/shared-state/types'

import {
  EVENTS_PER_ADDRESS_PER_MINUTE,
  EVENTS_PER_MINUTE,
  NEW_VISITORS_PER_ADDRESS_PER_HOUR,
  type SharedAddressLimit,
} from './collector'

/** Events per client address and minute, over every instance. */
const EVENTS_PER_ADDRESS: RateRule = { name: 'events', limit: EVENTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 }
/** Events per visitor and minute, over every instance: counted in the visitor's visit by the analytics flush. */
const EVENTS_PER_VISITOR: RateRule = {
  name: 'visitor-events',
  limit: EVENTS_PER_MINUTE,
  windowMs: VISITOR_WINDOW_MS,
}
/** New visitors per client address and hour, over every instance. */
const NEW_VISITORS_PER_ADDRESS: RateRule = {
  name: 'new-visitors',
  limit: NEW_VISITORS_PER_ADDRESS_PER_HOUR,
  windowMs: 60 * 60_000,
}

/** Visitor ids some instance has counted as new; a visitor id lives one day (the salt's). */
const SEEN_VISITORS = { name: 'seen-visitors', windowMs: 24 * 60 * 60_000 }

/**
 * NEW_VISITORS_PER_ADDRESS counted once per visitor over every instance. An instance counts a
 * visitor it has not seen as new, but another instance may have seen it (its requests alternate
 * between them): at each flush the visitors first seen here are marked in the shared counters, and
 * those another instance marked before are taken back from this flush's new-visitor hits.
 */
class SharedNewVisitors {
  private readonly limit: BatchedLimit
  /** The visitors first seen here since the last flush, with their client. */
  private firstSeen = new Map<string, string>()

  constructor(private readonly counts: Pick<RateLimitStore, 'hitMany'>) {
    this.limit = new BatchedLimit(counts, NEW_VISITORS_PER_ADDRESS)
  }

  hit(client: string, now: number, visitor?: string): RateDecision {
    const decision = this.limit.hit(client, now)
    if (decision.allowed && visitor) this.firstSeen.set(visitor, client)
    return decision
  }

  async flush(now: number): Promise<void> {
    const firstSeen = this.firstSeen
    this.firstSeen = new Map()
    if (firstSeen.size > 0) {
      const marks = [...firstSeen.keys()].map((visitor) => ({ key: `${SEEN_VISITORS.name}:${visitor}`, cost: 1 }))
      const counters = await this.counts.hitMany(marks, SEEN_VISITORS.windowMs, now)
      let index = 0
      for (const client of firstSeen.values()) if (counters[index++].count > 1) this.limit.forget(client)
    }
    await this.limit.flush(now)
  }
}

/**
 * The collector's limits on the shared rate-limit counters, a few round trips per flush and none
 * per event: the per-address event count is added up and decided at each flush; the per-visitor
 * and new-visitor limits are decided in memory against the totals of the last flush (a bounded
 * overshoot between flushes, see SharedCountLimit). The per-visitor totals come from the
 * analytics flush itself, which counts them in the visits it writes anyway.
 */
export function sharedAddressLimit(store: RateLimitStore): SharedAddressLimit {
  const limiter = new RateLimiter(store)
  return withBatchedLimits((hits) => limiter.consumeMany(EVENTS_PER_ADDRESS, hits), store)
}

/**
 * The shared limits around a per-address count, with the new-visitor limit counted through
 * `counts`: the store itself, or a proxy of it in another thread.
 */
export function withBatchedLimits(
  addressEvents: SharedAddressLimit['addressEvents'],
  counts: Pick<RateLimitStore, 'hitMany'>,
): SharedAddressLimit {
  return {
    addressEvents,
    visitorEvents: new SharedCountLimit(EVENTS_PER_VISITOR),
    newVisitors: new SharedNewVisitors(counts),
  }
}
