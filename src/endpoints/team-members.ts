import { z } from 'zod'

import { DEFAULT_TEAM_CATEGORY, TEAM_CATEGORIES } from '@/lib/constants'
import { pillarIconName } from '@/lib/pillar-icons'

import { getCaller, requireAdmin } from './auth'
import { hasFields, optionalImageUrl, optionalText, optionalWebUrl, requiredText } from './fields'
import { type IdContext, jsonResponse, readJson } from './http'
import { BY_POSITION, deleteRecord, listRecords, updateRecord } from './records'

const LABEL = 'Team member'
const MAX_BIO = 20000

/** An unknown icon name falls back to TrendingUp, as it would on the page. */
const pillarIcon = z
  .string()
  .max(60)
  .nullish()
  .transform((name) => (name === undefined ? undefined : pillarIconName(name)))

/** The bio: a JSON string or an object of overview, career, pillars and philosophy, or plain text. */
const bio = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((value) => (value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value)))
  .refine((value) => typeof value !== 'string' || value.length <= MAX_BIO, `Bio must be at most ${MAX_BIO} characters`)

const pillar = (n: 1 | 2 | 3) => ({
  [`pillar${n}Title`]: optionalText(120),
  [`pillar${n}Description`]: optionalText(1000),
  [`pillar${n}Icon`]: pillarIcon,
})

const fields = {
  name: requiredText(120),
  title: requiredText(160),
  teamCategory: z.enum(TEAM_CATEGORIES).optional(),
  photo: optionalImageUrl,
  linkedinUrl: optionalWebUrl,
  bio,
  careerJourney: optionalText(5000),
  ...pillar(1),
  ...pillar(2),
  ...pillar(3),
  philosophy: optionalText(2000),
  isActive: z.boolean().optional(),
  displayOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
}
const createSchema = z.object({ ...fields, teamCategory: z.enum(TEAM_CATEGORIES).default(DEFAULT_TEAM_CATEGORY) })
const updateSchema = z.object(fields).partial().refine(hasFields, 'No fields to update')

/** GET /api/team-members: active members for visitors, all of them with the key. */
export async function listTeamMembers(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'team-members', BY_POSITION)
}

export async function createTeamMember(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const data = createSchema.parse(await readJson(request, 128 * 1024))
  const doc = await payload.create({ collection: 'team-members', data, user, overrideAccess: false, depth: 0 })
  return jsonResponse(doc, 201)
}

export const updateTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  updateRecord(request, context, { collection: 'team-members', label: LABEL, schema: updateSchema, maxBytes: 128 * 1024 })

export const deleteTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'team-members', label: LABEL })
