import { referrerHostOf, unlessOwnHost, type Utm, utmOf } from './attribution'
import { pagePath } from './classify'

/** The source of a visit without UTM tags or another site's referrer. */
export const DIRECT = 'direct'

export type EventFields = { path: string; referrer: string; referrerHost: string; utm: Utm }

/**
 * What the collector keeps of an event's page URL and referrer, each parsed once: the page path,
 * the UTM tags, the referrer's host unless it is one of ours (`host`, the request's, or the page's)
 * and the visit's source: utm_source wins, else that host, else `direct`.
 */
export function eventFields(url: string, referrer: string, host: string): EventFields {
  const page = new URL(url)
  const utm = utmOf(page)
  const fromHost = unlessOwnHost(referrerHostOf(referrer), [host, page.host])
  return { path: pagePath(page), referrer: utm.source || fromHost || DIRECT, referrerHost: fromHost, utm }
}
