/**
 * Lead attribution: the first touch of the visit that sent a contact inquiry or an assessment
 * (channel, UTM source / medium / campaign, entry page, referrer host). Pages send it from the
 * tracker's in-tab session data; the server cleans it and derives the channel itself. No
 * cookie and no IP address are involved.
 */
import { z } from './zod'

import { cleanUtm, firstTouch, MAX_UTM_LENGTH } from '@/analytics/model/attribution'
import { channelOf, CHANNELS } from '@/analytics/model/channels'

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

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '')

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
