import { z } from '@/contracts/zod'
import { boundedMemo } from '@/lib/memo'

import { channelOf, type Channel } from './channels'

/** The most characters a UTM value keeps; longer values are cut. */
export const MAX_UTM_LENGTH = 100
/** A visitor may bring at most this many distinct new campaign values per day; more count as none. */
export const MAX_NEW_CAMPAIGNS_PER_VISITOR_DAY = 3

/**
 * A UTM value as stored: trimmed, lowercased (so `Newsletter` and `newsletter` are one row),
 * inner whitespace collapsed, cut to MAX_UTM_LENGTH, and '' unless it only holds letters,
 * digits, spaces and . _ - + ~ : / @ & ' ( ) ! % #. The cleaned value is data: it is never
 * rendered as HTML.
 */
export function cleanUtm(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_UTM_LENGTH).trim()
  return /^[\p{L}\p{N} ._\-+~:/@&'()!%#]*$/u.test(text) ? text : ''
}

export type Utm = { source: string; medium: string; campaign: string }

/** The page URL's cleaned UTM tags ('' for each one absent). */
export function utmOf(url: URL): Utm {
  // Most pages carry no query: no URLSearchParams to build then.
  if (url.search === '') return { source: '', medium: '', campaign: '' }
  return {
    source: cleanUtm(url.searchParams.get('utm_source')),
    medium: cleanUtm(url.searchParams.get('utm_medium')),
    campaign: cleanUtm(url.searchParams.get('utm_campaign')),
  }
}

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '')

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

/**
 * A visit's first touch, as the tracker keeps it in the tab's sessionStorage under
 * FIRST_TOUCH_KEY and a page passes it with a lead (contact form, assessment). Validated on the
 * server like the tracker's own events; the channel is derived here, never taken from the client.
 */
export { FIRST_TOUCH_STORAGE_KEY as FIRST_TOUCH_KEY } from '@/analytics/model/track'

const utmField = z
  .string()
  .max(MAX_UTM_LENGTH * 4)
  .transform(cleanUtm)

export const firstTouchBody = z.object({
  source: utmField.optional().default(''),
  medium: utmField.optional().default(''),
  campaign: utmField.optional().default(''),
  /** The visit's first page path ('/insights/x'). */
  entryPage: z
    .string()
    .max(300)
    .refine((value) => value === '' || /^\/[^\s]*$/.test(value), 'must be a path starting with /')
    .transform((value) => (value === '' ? '' : value.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1')))
    .optional()
    .default(''),
  /** The referrer's host ('news.ycombinator.com'), '' for none. */
  referrerHost: z
    .string()
    .max(253)
    .transform((value) => value.toLowerCase().replace(/^www\./, ''))
    .refine((value) => value === '' || /^[a-z0-9.-]+$/.test(value), 'must be a host name')
    .optional()
    .default(''),
})

export type FirstTouch = z.infer<typeof firstTouchBody> & { channel: Channel }

/** Parses what a page sent; null (no attribution) when it is absent or malformed. */
export function firstTouch(value: unknown): FirstTouch | null {
  const parsed = firstTouchBody.safeParse(value)
  if (!parsed.success) return null
  return {
    ...parsed.data,
    channel: channelOf({
      source: parsed.data.source,
      medium: parsed.data.medium,
      referrerHost: parsed.data.referrerHost,
    }),
  }
}
