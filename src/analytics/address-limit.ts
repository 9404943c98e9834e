import { RateLimiter, type RateRule } from '@/shared-state/rate-limiter'
import type { RateLimitStore } from '@/shared-state/types'

import { EVENTS_PER_ADDRESS_PER_MINUTE, type SharedAddressLimit } from './collector'

/** Events per client address and minute, over every instance. */
export const EVENTS_PER_ADDRESS: RateRule = { name: 'events', limit: EVENTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 }

/** The collector's per-address limit on the shared rate-limit counters (one round trip per flush). */
export function sharedAddressLimit(store: RateLimitStore): SharedAddressLimit {
  const limiter = new RateLimiter(store)
  return (hits) => limiter.consumeMany(EVENTS_PER_ADDRESS, hits)
}
