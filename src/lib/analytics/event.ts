import { z } from '@/contracts/zod'

export const MAX_EVENT_BODY_BYTES = 4096
export const MAX_URL_LENGTH = 2000

/**
 * The goals the site records. not_found is a page view of the 404 page (its path is kept for
 * the Broken links list); assessment_step is one answered questionnaire step (its number kept
 * for the funnel).
 */
export const GOALS = [
  'assessment_started',
  'assessment_step',
  'assessment_completed',
  'contact_submitted',
  'not_found',
] as const
export type Goal = (typeof GOALS)[number]
export const EVENT_NAMES = ['pageview', ...GOALS] as const

/** The questionnaire's steps are numbered from 0 (details) up; room for it to grow. */
export const MAX_STEP = 40

export const isKnownEvent = (name: string): name is (typeof EVENT_NAMES)[number] =>
  (EVENT_NAMES as readonly string[]).includes(name)

const httpUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http(s) URL')

/**
 * The tracker's body: {"name", "url", "referrer", "width", "step"}. A well-formed name the
 * site does not know (a goal of a newer tracker, a typo) is accepted and ignored; anything
 * else malformed is refused.
 */
export const eventBody = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be an event name (lowercase letters, digits, _)'),
  url: httpUrl,
  referrer: z.string().max(MAX_URL_LENGTH).optional().default(''),
  width: z.number().int().min(0).max(100_000).optional(),
  step: z.number().int().min(0).max(MAX_STEP).optional(),
})

export type EventBody = z.infer<typeof eventBody>
export type KnownEventBody = EventBody & { name: (typeof EVENT_NAMES)[number] }
