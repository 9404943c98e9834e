import { TEAM_MEMBER_BODY_BYTES, teamMemberCreateSchema, teamMemberUpdateSchema } from '@/contracts/team-members'

import { getCaller, requireAdmin } from './auth'
import { type IdContext, jsonResponse, readJson } from './http'
import { BY_POSITION, deleteRecord, listRecords, updateRecord } from './records'

const LABEL = 'Team member'

/** GET /api/team-members: active members for visitors, all of them with the key. */
export async function listTeamMembers(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'team-members', BY_POSITION)
}

export async function createTeamMember(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const data = teamMemberCreateSchema.parse(await readJson(request, TEAM_MEMBER_BODY_BYTES))
  const doc = await payload.create({ collection: 'team-members', data, user, overrideAccess: false, depth: 0 })
  return jsonResponse(doc, 201)
}

export const updateTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  updateRecord(request, context, {
    collection: 'team-members',
    label: LABEL,
    schema: teamMemberUpdateSchema,
    maxBytes: TEAM_MEMBER_BODY_BYTES,
  })

export const deleteTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'team-members', label: LABEL })
