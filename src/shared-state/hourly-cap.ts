import type { Payload } from 'payload'

import { sharedState } from '.'
import { rateLimiter, type RateRule } from './rate-limiter'

const DAY_MS = 24 * 60 * 60 * 1000

/** Site-wide hourly caps on mail (results e-mails, newsletter confirmations): `limit` an hour for everyone together. */
export type HourlyCap = RateRule

export type Share = { allowed: true } | { allowed: false; until: Date }

/** The counter of the UTC day's first refusal: its window opened then, so `resetAt - DAY_MS` is that moment. */
const reachedKey = (cap: HourlyCap, now: number) => `${cap.name}:reached:${new Date(now).toISOString().slice(0, 10)}`

/**
 * Takes one of the hour's shares for a mail about to be sent. When they are used up, nothing is
 * taken (a mail that waits costs no share), the day's first refusal is noted for the dashboard,
 * and `until` says when the hour's window ends, so the mail is sent then.
 */
export async function takeHourlyShare(payload: Payload, cap: HourlyCap, now = Date.now()): Promise<Share> {
  const limiter = rateLimiter(payload)
  const decision = await limiter.consume(cap, 'all')
  if (decision.allowed) return decision
  await limiter.refund(cap, 'all')
  const counters = sharedState(payload).rateLimits
  if ((await counters.peek(reachedKey(cap, now), now)).count === 0)
    await counters.hit(reachedKey(cap, now), 1, DAY_MS, now)
  return { allowed: false, until: new Date(now + decision.retryAfterSeconds * 1000) }
}

/** Gives back a share taken for a mail that was not sent after all (its retry takes one again). */
export const returnHourlyShare = (payload: Payload, cap: HourlyCap) => rateLimiter(payload).refund(cap, 'all')

/** When the cap was first reached today (UTC), or null. */
export async function capReachedToday(payload: Payload, cap: HourlyCap, now = Date.now()): Promise<Date | null> {
  const counter = await sharedState(payload).rateLimits.peek(reachedKey(cap, now), now)
  return counter.count > 0 ? new Date(counter.resetAt - DAY_MS) : null
}
