import { z } from './zod'

import { JSON_BODY_BYTES, optionalText, requiredText, updateOf } from './fields'
import { PROFILE_LIMITS, profileFields } from './profile'

/** Advisors: what a caller may send, the field limits, and the stored record. */
export type { Advisor } from '@/payload-types'

/** Longest text of each field, in characters; the collection stores the same limits. */
export const ADVISOR_LIMITS = {
  ...PROFILE_LIMITS,
  company: 160,
  expertise: 160,
  description: 2000,
  bio: 10000,
} as const

/** Bodies of POST /api/advisors, PUT /api/advisors/{id} and PUT /api/reorder-advisors. */
export const ADVISOR_BODY_BYTES = JSON_BODY_BYTES
/** At most this many ids in one reorder. */
export const MAX_REORDER_IDS = 10_000

const fields = {
  ...profileFields,
  company: requiredText(ADVISOR_LIMITS.company),
  expertise: requiredText(ADVISOR_LIMITS.expertise),
  description: requiredText(ADVISOR_LIMITS.description),
  bio: optionalText(ADVISOR_LIMITS.bio),
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
