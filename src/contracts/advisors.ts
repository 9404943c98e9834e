import { z } from './zod'

import {
  JSON_BODY_BYTES,
  optionalImageUrl,
  optionalText,
  optionalWebUrl,
  requiredText,
  updateOf,
  URL_MAX_LENGTH,
} from './fields'

/** Advisors: what a caller may send, the field limits, and the stored record. */
export type { Advisor } from '@/payload-types'

/** Longest text of each field, in characters; the collection stores the same limits. */
export const ADVISOR_LIMITS = {
  name: 120,
  title: 160,
  company: 160,
  expertise: 160,
  description: 2000,
  bio: 10000,
  photo: URL_MAX_LENGTH,
  linkedinUrl: URL_MAX_LENGTH,
} as const

/** Bodies of POST /api/advisors, PUT /api/advisors/{id} and PUT /api/reorder-advisors. */
export const ADVISOR_BODY_BYTES = JSON_BODY_BYTES
/** At most this many ids in one reorder. */
export const MAX_REORDER_IDS = 10_000

const fields = {
  name: requiredText(ADVISOR_LIMITS.name),
  title: requiredText(ADVISOR_LIMITS.title),
  company: requiredText(ADVISOR_LIMITS.company),
  expertise: requiredText(ADVISOR_LIMITS.expertise),
  description: requiredText(ADVISOR_LIMITS.description),
  bio: optionalText(ADVISOR_LIMITS.bio),
  photo: optionalImageUrl,
  linkedinUrl: optionalWebUrl,
  isActive: z.boolean().optional(),
}

/** POST /api/advisors: a new advisor (the server appends it to the list). */
export const advisorCreateSchema = z.object(fields)
/** PUT /api/advisors/{id}: the fields that change. */
export const advisorUpdateSchema = updateOf(fields)
/** PUT /api/reorder-advisors: every advisor's id once, in the new order. */
export const advisorReorderSchema = z.object({
  advisorIds: z.array(z.union([z.number(), z.string().max(64)])).max(MAX_REORDER_IDS),
})

export type AdvisorCreateInput = z.input<typeof advisorCreateSchema>
export type AdvisorCreateData = z.output<typeof advisorCreateSchema>
export type AdvisorUpdateInput = z.input<typeof advisorUpdateSchema>
export type AdvisorUpdateData = z.output<typeof advisorUpdateSchema>
export type AdvisorReorderInput = z.input<typeof advisorReorderSchema>
