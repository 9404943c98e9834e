/**
 * Lead attribution: the first touch of the visit that sent a contact inquiry or an assessment
 * (channel, UTM source / medium / campaign, entry page, referrer host). Pages send it from the
 * tracker's in-tab session data; the server cleans it and derives the channel itself. No
 * cookie and no IP address are involved.
 */
import { z } from './zod'

import { channelOf, CHANNELS, type Channel } from '@/lib/channels'
import { maskSecretPath } from '@/lib/secret-paths'
import { bareHost } from '@/lib/urls'
import { cleanUtm, MAX_UTM_LENGTH } from '@/lib/utm'

export const ATTRIBUTION_LIMITS = {
  source: MAX_UTM_LENGTH,
  medium: MAX_UTM_LENGTH,
  campaign: MAX_UTM_LENGTH,
  entryPage: 300,
  referrerHost: 253,
} as const

const isCleanUtm = (value: string) => cleanUtm(value) === value

/** What a lead stores; every value is data and never rendered as HTML. */
export const leadAttribution = z.object({
  channel: z.enum(CHANNELS),
  source: z.string().max(ATTRIBUTION_LIMITS.source).refine(isCleanUtm, 'must be a cleaned UTM value'),
  medium: z.string().max(ATTRIBUTION_LIMITS.medium).refine(isCleanUtm, 'must be a cleaned UTM value'),
  campaign: z.string().max(ATTRIBUTION_LIMITS.campaign).refine(isCleanUtm, 'must be a cleaned UTM value'),
  entryPage: z
    .string()
    .max(ATTRIBUTION_LIMITS.entryPage)
    .regex(/^(\/\S*)?$/, 'must be a path starting with /'),
  referrerHost: z
    .string()
    .max(ATTRIBUTION_LIMITS.referrerHost)
    .regex(/^[a-z0-9.-]*$/, 'must be a host name'),
})

export type LeadAttribution = z.infer<typeof leadAttribution>

/** A first touch as stored on a lead: each field may be missing on leads stored before it existed. */
export type StoredAttribution = { [Field in keyof LeadAttribution]?: string | null }

/**
 * A visit's first touch, as the tracker keeps it in the tab's sessionStorage under
 * FIRST_TOUCH_STORAGE_KEY and a page passes it with a lead (contact form, assessment). Validated on the
 * server like the tracker's own events; the channel is derived here, never taken from the client.
 */

const utmField = z
  .string()
  .max(MAX_UTM_LENGTH * 4)
  .transform(cleanUtm)

const firstTouchBody = z.object({
  source: utmField.optional().default(''),
  medium: utmField.optional().default(''),
  campaign: utmField.optional().default(''),
  /** The visit's first page path ('/insights/x'), a secret address as its route. */
  entryPage: z
    .string()
    .max(300)
    .refine((value) => value === '' || /^\/[^\s]*$/.test(value), 'must be a path starting with /')
    .transform((value) => (value === '' ? '' : maskSecretPath(value.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1'))))
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

type FirstTouch = z.infer<typeof firstTouchBody> & { channel: Channel }

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

/**
 * The attribution a lead stores from what its page sent (the `attribution` member of the body):
 * null when absent or malformed, so a bad value never costs the visitor their submission. A
 * referrer on our own host (a tab opened from the site) is no referrer.
 */
export function attributionOf(sent: unknown, ownHost: string): LeadAttribution | null {
  const touch = firstTouch(sent)
  if (!touch) return null
  const fromOwnSite = touch.referrerHost !== '' && bareHost(touch.referrerHost) === bareHost(ownHost)
  const values = { ...touch, referrerHost: fromOwnSite ? '' : touch.referrerHost }
  const parsed = leadAttribution.safeParse({ ...values, channel: channelOf(values) })
  return parsed.success ? parsed.data : null
}
