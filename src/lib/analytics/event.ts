import { z } from 'zod'

export const MAX_EVENT_BODY_BYTES = 4096
export const MAX_URL_LENGTH = 2000
export const EVENT_NAMES = ['pageview', 'contact_submitted', 'assessment_completed'] as const

const httpUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http(s) URL')

/** The tracker's body: {"name", "url", "referrer", "width"}. */
export const eventBody = z.object({
  name: z.enum(EVENT_NAMES),
  url: httpUrl,
  referrer: z.string().max(MAX_URL_LENGTH).optional().default(''),
  width: z.number().int().min(0).max(100_000).optional(),
})

export type EventBody = z.infer<typeof eventBody>
