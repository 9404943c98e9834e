import { TripleKeyMemo } from '@/lib/memo'

import { referrerHostOf, unlessOwnHost, type Utm, utmOf } from './attribution'
import { pagePath } from './classify'

/** The source of a visit without UTM tags or another site's referrer. */
const DIRECT = 'direct'

type EventFields = { path: string; referrer: string; referrerHost: string; utm: Utm }

/** Results by host, url and referrer; never changed once made. */
const kept = new TripleKeyMemo<EventFields>(2000)

function parseFields(url: string, referrer: string, host: string): EventFields {
  const page = new URL(url)
  const utm = utmOf(page)
  const fromHost = unlessOwnHost(referrerHostOf(referrer), [host, page.host])
  return { path: pagePath(page), referrer: utm.source || fromHost || DIRECT, referrerHost: fromHost, utm }
}

/**
 * What the collector keeps of an event's page URL and referrer, each parsed once: the page path,
 * the UTM tags, the referrer's host unless it is one of ours (`host`, the request's, or the page's)
 * and the visit's source: utm_source wins, else that host, else `direct`.
 */
export function eventFields(url: string, referrer: string, host: string): EventFields {
  // The same few hundred pages, referrer origins and hosts recur: each combination is parsed once.
  let fields = kept.get(host, url, referrer)
  if (!fields) {
    fields = parseFields(url, referrer, host)
    kept.set(host, url, referrer, fields)
  }
  return fields
}
