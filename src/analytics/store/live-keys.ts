import { SESSION_TIMEOUT_MS, type TrackedEvent } from '@/analytics/model/sessions'

import type { LiveKeys } from './types'

/**
 * The live state a flush of `events` must read: the visits and visitor days of their visitor
 * ids (today's and, around midnight, yesterday's), of visits still open at the first event.
 */
export function liveKeys(events: readonly TrackedEvent[]): LiveKeys {
  const visitorIds = events.flatMap((event) =>
    event.previousVisitorId ? [event.visitorId, event.previousVisitorId] : [event.visitorId],
  )
  const since = events.reduce((first, event) => Math.min(first, event.ts), Infinity) - SESSION_TIMEOUT_MS
  return { visitorIds, since }
}
