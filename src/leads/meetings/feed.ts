import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { busyFromIcs } from '@/lib/ics-busy'
import type { Interval } from '@/lib/meeting-slots'

import { fetchFeedText } from './feed-fetch'

/** A read feed is trusted this long; a failing one is tried again after a minute. */
const FRESH_MS = 5 * 60_000
const RETRY_FAILED_MS = 60_000
const DAY = 86_400_000

type Cached = { from: number; to: number; busy: Interval[] } | { failed: true }

const cache = new LRUCache<string, Cached>({ max: 200 })
const inFlight = new Map<string, Promise<Cached>>()

export type FeedText = (url: string) => Promise<string>

export type FeedPartner = {
  id: number | string
  feedUrl: string | null
  timeZone: string
  failingSince: string | null
}

/** Records a feed's failure (since when, why) or its recovery, on the team member, without hooks. */
async function recordFeedState(payload: Payload, partner: FeedPartner, error: string | null) {
  if (error === null && partner.failingSince === null) return
  if (error !== null && partner.failingSince !== null) return
  await payload.db
    .updateOne({
      collection: 'team-members',
      id: partner.id,
      data: {
        availability: {
          feedFailingSince: error === null ? null : new Date().toISOString(),
          feedError: error === null ? null : error.slice(0, 300),
        },
      },
      returning: false,
    })
    .catch((failure: unknown) => payload.logger.warn({ err: failure }, 'Could not record the calendar feed state'))
}

async function readFeed(payload: Payload, partner: FeedPartner, now: number, fetchText: FeedText): Promise<Cached> {
  const url = partner.feedUrl!
  try {
    const text = await fetchText(url)
    const [from, to] = [now - DAY, now + 62 * DAY]
    const busy = busyFromIcs(text, { from, to, timeZone: partner.timeZone })
    await recordFeedState(payload, partner, null)
    const entry = { from, to, busy }
    cache.set(`${partner.id}:${url}`, entry, { ttl: FRESH_MS })
    return entry
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Calendar feed of team member ${partner.id} failed: ${reason}`)
    await recordFeedState(payload, partner, reason)
    const entry = { failed: true as const }
    cache.set(`${partner.id}:${url}`, entry, { ttl: RETRY_FAILED_MS })
    return entry
  }
}

/**
 * A partner's busy times from their calendar feed, cached for a few minutes per process. A feed
 * that fails (unreachable, refused, unreadable) gives no busy times: slots come from working hours
 * alone, and the team member records since when it fails (the dashboard shows it).
 */
export async function feedBusy(
  payload: Payload,
  partner: FeedPartner,
  now: number,
  fetchText: FeedText = fetchFeedText,
): Promise<Interval[]> {
  if (!partner.feedUrl) return []
  const key = `${partner.id}:${partner.feedUrl}`
  let entry = cache.get(key)
  if (entry && !('failed' in entry) && entry.to < now + 61 * DAY) entry = undefined
  if (!entry) {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = readFeed(payload, partner, now, fetchText).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    entry = await pending
  }
  return 'failed' in entry ? [] : entry.busy
}

/** Forgets every read feed (tests; a partner's saved change of address reads the new one anyway). */
export const forgetFeeds = () => cache.clear()
