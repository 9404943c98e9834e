import { BatchedLimit } from '@/shared-state/batched-limit'
import { RateLimiter, type RateRule } from '@/shared-state/rate-limiter'
import type { RateLimitStore } from '@/shared-state/types'

import {
  EVENTS_PER_ADDRESS_PER_MINUTE,
  EVENTS_PER_MINUTE,
  NEW_VISITORS_PER_ADDRESS_PER_HOUR,
  type SharedAddressLimit,
} from './collector'

/** Events per client address and minute, over every instance. */
export const EVENTS_PER_ADDRESS: RateRule = { name: 'events', limit: EVENTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 }
/** Events per visitor and minute, over every instance. */
export const EVENTS_PER_VISITOR: RateRule = { name: 'visitor-events', limit: EVENTS_PER_MINUTE, windowMs: 60_000 }
/** New visitors per client address and hour, over every instance. */
export const NEW_VISITORS_PER_ADDRESS: RateRule = {
  name: 'new-visitors',
  limit: NEW_VISITORS_PER_ADDRESS_PER_HOUR,
  windowMs: 60 * 60_000,
}

/**
 * The collector's limits on the shared rate-limit counters, a few round trips per flush and none
 * per event: the per-address event count is added up and decided at each flush; the per-visitor
 * and new-visitor limits are decided in memory against the totals of the last flush (a bounded
 * overshoot between flushes, see BatchedLimit).
 */
export function sharedAddressLimit(store: RateLimitStore): SharedAddressLimit {
  const limiter = new RateLimiter(store)
  return withBatchedLimits((hits) => limiter.consumeMany(EVENTS_PER_ADDRESS, hits), store)
}

/**
 * The shared limits around a per-address count, with the per-visitor and new-visitor limits
 * counted through `counts`: the store itself, or a proxy of it in another thread.
 */
export function withBatchedLimits(
  addressEvents: SharedAddressLimit['addressEvents'],
  counts: Pick<RateLimitStore, 'hitMany'>,
): SharedAddressLimit {
  return {
    addressEvents,
    visitorEvents: new BatchedLimit(counts, EVENTS_PER_VISITOR),
    newVisitors: new BatchedLimit(counts, NEW_VISITORS_PER_ADDRESS),
  }
}
