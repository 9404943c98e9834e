import { boundedMemo } from '@/lib/memo'
import { bareHost } from '@/lib/urls'
import { cleanUtm } from '@/lib/utm'

/** A visitor may bring at most this many distinct new campaign (term, content) values per day; more count as none. */
export const MAX_NEW_CAMPAIGNS_PER_VISITOR_DAY = 3

export type Utm = { source: string; medium: string; campaign: string; term: string; content: string }

const NO_UTM: Utm = Object.freeze({ source: '', medium: '', campaign: '', term: '', content: '' })

/** The page URL's cleaned UTM tags ('' for each one absent). */
export function utmOf(url: URL): Utm {
  // Most pages carry no query: no URLSearchParams to build then.
  if (url.search === '') return NO_UTM
  return {
    source: cleanUtm(url.searchParams.get('utm_source')),
    medium: cleanUtm(url.searchParams.get('utm_medium')),
    campaign: cleanUtm(url.searchParams.get('utm_campaign')),
    term: cleanUtm(url.searchParams.get('utm_term')),
    content: cleanUtm(url.searchParams.get('utm_content')),
  }
}

/**
 * A referrer's host without www., '' when there is none or it is no URL. Kept per referrer
 * (bounded): browsers send other sites only their origin, so the same few recur.
 */
const parsedReferrerHost = boundedMemo(1000, (referrer): string =>
  URL.canParse(referrer) ? bareHost(new URL(referrer).hostname) : '',
)
export const referrerHostOf = (referrer: string): string => (referrer ? parsedReferrerHost(referrer) : '')

/** `host` (as referrerHostOf gives it), '' when it is one of our own hosts (with or without www. or port). */
export const unlessOwnHost = (host: string, ownHosts: string[]): string =>
  host === '' || ownHosts.some((own) => bareHost(own) === host) ? '' : host

/** The referrer's host without www., '' when there is none or it is one of our own hosts. */
export const referrerHost = (referrer: string, ownHosts: string[]): string =>
  unlessOwnHost(referrerHostOf(referrer), ownHosts)
