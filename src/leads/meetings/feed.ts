import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { busyFromIcs } from '@/lib/ics-busy'
import type { Interval } from '@/lib/meeting-slots'

import { fetchFeedText } from './feed-fetch'

/**
 * A read feed is trusted for FRESH_MS; until STALE_MS it is still answered from while one read
 * refreshes it, so only a process's first query waits for the parse. A failing one is tried again
 * after a minute.
 */
const FRESH_MS = 5 * 60_000
const STALE_MS = 60 * 60_000
const RETRY_FAILED_MS = 60_000
const DAY = 86_400_000
/** The busy times are read from a day back to the longest horizon asked (60 days) and a day more. */
const WINDOW = { before: DAY, after: 62 * DAY, needed: 61 * DAY }

/** A feed's busy times as read at `fetchedAt` (the caller's clock) for the window `from`–`to`. */
type Cached = { fetchedAt: number } & ({ from: number; to: number; busy: Interval[] } | { failed: true })

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

async function readFeed(
  payload: Payload,
  partner: FeedPartner,
  key: string,
  now: number,
  fetchText: FeedText,
): Promise<Cached> {
  let entry: Cached
  try {
    const text = await fetchText(partner.feedUrl!)
    const [from, to] = [now - WINDOW.before, now + WINDOW.after]
    entry = { fetchedAt: now, from, to, busy: busyFromIcs(text, { from, to, timeZone: partner.timeZone }) }
    await recordFeedState(payload, partner, null)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Calendar feed of team member ${partner.id} failed: ${reason}`)
    await recordFeedState(payload, partner, reason)
    entry = { fetchedAt: now, failed: true }
  }
  cache.set(key, entry)
  return entry
}

const busyOf = (entry: Cached) => ('failed' in entry ? [] : entry.busy)

/**
 * A partner's busy times from their calendar feed, cached per process (fresh for a few minutes,
 * then answered from while it is read again). A feed
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
  // The partner's zone is part of the key: it places the feed's all-day events.
  const key = `${partner.id} ${partner.timeZone} ${partner.feedUrl}`
  const read = () => {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = readFeed(payload, partner, key, now, fetchText).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }
  const entry = cache.get(key)
  const age = entry ? now - entry.fetchedAt : Number.POSITIVE_INFINITY
  if (entry && 'failed' in entry) return age >= 0 && age < RETRY_FAILED_MS ? [] : busyOf(await read())
  const covers = entry !== undefined && entry.from <= now && entry.to >= now + WINDOW.needed
  if (!entry || !covers || age < 0 || age >= STALE_MS) return busyOf(await read())
  if (age >= FRESH_MS) void read()
  return entry.busy
}

/** Forgets every read feed (tests; a partner's saved change of address reads the new one anyway). */
export const forgetFeeds = () => cache.clear()
