import { z } from './zod'

export const MAX_EVENT_BODY_BYTES = 4096
export const MAX_URL_LENGTH = 2000

/**
 * The goals the site records. not_found is a page view of the 404 page (its path is kept for
 * the Broken links list); assessment_step is one answered questionnaire step (its number kept
 * for the funnel); custom is a site's own event (`window.keystone.track(name)`), its name kept; meeting_booked is a call booked from the results (docs/meetings.md).
 */
const GOALS = [
  'assessment_started',
  'assessment_step',
  'assessment_completed',
  'contact_submitted',
  'meeting_booked',
  'not_found',
  'custom',
] as const
export type Goal = (typeof GOALS)[number]
const EVENT_NAMES = ['pageview', ...GOALS] as const

/** The questionnaire's steps are numbered from 0 (details) up; room for it to grow. */
const MAX_STEP = 40

export const isKnownEvent = (name: string): name is (typeof EVENT_NAMES)[number] =>
  (EVENT_NAMES as readonly string[]).includes(name)

const NAME = /^[a-z][a-z0-9_]{0,39}$/
/** A custom event's name (src/contracts/analytics-saved.ts bounds how many are recorded). */
const CUSTOM_EVENT = /^[a-z0-9-]{1,64}$/
export const CUSTOM_EVENT_MAX_LENGTH = 64
export const CUSTOM_EVENT_MESSAGE = 'must be 1 to 64 lowercase letters, digits or -'

/** A stored goal name as a page's `data-goal` attribute: only a well-formed one, else none. */
export const goalAttribute = (value: unknown): string | undefined =>
  typeof value === 'string' && CUSTOM_EVENT.test(value) ? value : undefined
const isHttpUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value)

const httpUrl = z.string().max(MAX_URL_LENGTH).refine(isHttpUrl, 'must be an http(s) URL')

/**
 * The tracker's body: {"name", "url", "referrer", "width", "step"}. A well-formed name the
 * site does not know (a goal of a newer tracker, a typo) is accepted and ignored; anything
 * else malformed is refused.
 */
export const eventBody = z.object({
  name: z.string().regex(NAME, 'must be an event name (lowercase letters, digits, _)'),
  url: httpUrl,
  referrer: z.string().max(MAX_URL_LENGTH).optional().default(''),
  width: z.number().int().min(0).max(100_000).optional(),
  step: z.number().int().min(0).max(MAX_STEP).optional(),
  event: z.string().regex(CUSTOM_EVENT, CUSTOM_EVENT_MESSAGE).optional(),
})

type EventBody = z.infer<typeof eventBody>
export type KnownEventBody = EventBody & { name: (typeof EVENT_NAMES)[number] }

const isIntegerIn = (value: unknown, max: number) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max)

/**
 * `eventBody`'s value for a well-formed body, checked by hand: every event goes through here and
 * zod (jitless, see src/contracts/zod.ts) costs several µs a body. undefined for anything else,
 * which `eventBody` then refuses with the fields it names (or, for what this check does not
 * cover, accepts).
 */
export function wellFormedEvent(json: unknown): EventBody | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const { name, url, referrer = '', width, step, event } = json as Record<string, unknown>
  if (typeof name !== 'string' || !NAME.test(name)) return undefined
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH || !isHttpUrl(url)) return undefined
  if (typeof referrer !== 'string' || referrer.length > MAX_URL_LENGTH) return undefined
  if (!isIntegerIn(width, 100_000) || !isIntegerIn(step, MAX_STEP)) return undefined
  if (event !== undefined && (typeof event !== 'string' || !CUSTOM_EVENT.test(event))) return undefined
  const body: EventBody = { name, url, referrer }
  if (width !== undefined) body.width = width as number
  if (step !== undefined) body.step = step as number
  if (event !== undefined) body.event = event as string
  return body
}
