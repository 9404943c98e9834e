import { TEAM_MEMBER_BODY_BYTES, teamMemberCreateSchema, teamMemberUpdateSchema } from '@/contracts/team-members'

import { getCaller } from './auth'
import type { IdContext } from './http'
import { BY_POSITION, createRecord, deleteRecord, listRecords, updateRecord } from './records'

const LABEL = 'Team member'

/** GET /api/team-members: active members for visitors, all of them with the key. */
export async function listTeamMembers(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'team-members', BY_POSITION)
}

export const createTeamMember = (request: Request): Promise<Response> =>
  createRecord(request, {
    collection: 'team-members',
    schema: teamMemberCreateSchema,
    maxBytes: TEAM_MEMBER_BODY_BYTES,
  })

export const updateTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  updateRecord(request, context, {
    collection: 'team-members',
    label: LABEL,
    schema: teamMemberUpdateSchema,
    maxBytes: TEAM_MEMBER_BODY_BYTES,
  })

export const deleteTeamMember = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'team-members', label: LABEL })
