import { z } from './zod'

import { DEFAULT_TEAM_CATEGORY, TEAM_CATEGORIES } from './enumerations'
import { pillarIconName } from '@/lib/pillar-icons'

import { optionalHttpsUrl, optionalText, updateOf, URL_MAX_LENGTH } from './fields'
import { PROFILE_LIMITS, profileFields } from './profile'
import { INDUSTRIES } from '@/lib/assessment/options'

/** Team members: what a caller may send, the field limits, and the stored record. */
export type { TeamMember } from '@/payload-types'
export { DEFAULT_PILLAR_ICONS, PILLAR_ICONS } from '@/lib/pillar-icons'

/** The three value-creation pillars of a member: pillar1Title … pillar3Icon. */
export const PILLAR_NUMBERS = [1, 2, 3] as const
export type PillarNumber = (typeof PILLAR_NUMBERS)[number]

/** Longest text of each field, in characters (`pillarTitle` etc. hold for all three pillars). */
export const TEAM_MEMBER_LIMITS = {
  ...PROFILE_LIMITS,
  bio: 20000,
  careerJourney: 5000,
  pillarTitle: 120,
  pillarDescription: 1000,
  pillarIcon: 60,
  philosophy: 2000,
  bookingUrl: URL_MAX_LENGTH,
} as const

/** displayOrder, when a caller sets it. */
export const DISPLAY_ORDER_RANGE = { min: -1_000_000, max: 1_000_000 } as const

/** Bodies of POST /api/team-members and PUT /api/team-members/{id}: a structured bio is long. */
export const TEAM_MEMBER_BODY_BYTES = 128 * 1024

/** An unknown icon name falls back to TrendingUp, as it would on the page. */
const pillarIcon = z
  .string()
  .max(TEAM_MEMBER_LIMITS.pillarIcon)
  .nullish()
  .transform((name) => (name === undefined ? undefined : pillarIconName(name)))

/** The bio: a JSON string or an object of overview, career, pillars and philosophy, or plain text. */
const bio = z
  .union([z.string().max(TEAM_MEMBER_LIMITS.bio), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((value) =>
    value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value),
  )
  .refine(
    (value) => typeof value !== 'string' || value.length <= TEAM_MEMBER_LIMITS.bio,
    `Bio must be at most ${TEAM_MEMBER_LIMITS.bio} characters`,
  )

const pillar = (n: PillarNumber) => ({
  [`pillar${n}Title`]: optionalText(TEAM_MEMBER_LIMITS.pillarTitle),
  [`pillar${n}Description`]: optionalText(TEAM_MEMBER_LIMITS.pillarDescription),
  [`pillar${n}Icon`]: pillarIcon,
})

const fields = {
  ...profileFields,
  teamCategory: z.enum(TEAM_CATEGORIES).optional(),
  bio,
  careerJourney: optionalText(TEAM_MEMBER_LIMITS.careerJourney),
  ...pillar(1),
  ...pillar(2),
  ...pillar(3),
  philosophy: optionalText(TEAM_MEMBER_LIMITS.philosophy),
  bookingUrl: optionalHttpsUrl,
  focusIndustry: z.enum(INDUSTRIES).nullish(),
  /** Their CMS account (a user's id): a lead they own offers a call with them. */
  user: z.number().int().positive().nullish(),
  isActive: z.boolean().optional(),
  displayOrder: z.number().int().min(DISPLAY_ORDER_RANGE.min).max(DISPLAY_ORDER_RANGE.max).optional(),
}

/** POST /api/team-members: a member without a category joins the default one. */
export const teamMemberCreateSchema = z.object({
  ...fields,
  teamCategory: z.enum(TEAM_CATEGORIES).default(DEFAULT_TEAM_CATEGORY),
})
/** PUT /api/team-members/{id}: the fields that change. */
export const teamMemberUpdateSchema = updateOf(fields)

export type TeamMemberCreateInput = z.input<typeof teamMemberCreateSchema>
export type TeamMemberCreateData = z.output<typeof teamMemberCreateSchema>
export type TeamMemberUpdateInput = z.input<typeof teamMemberUpdateSchema>
export type TeamMemberUpdateData = z.output<typeof teamMemberUpdateSchema>
