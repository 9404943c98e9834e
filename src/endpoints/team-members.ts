import { TEAM_MEMBER_BODY_BYTES, teamMemberCreateSchema, teamMemberUpdateSchema } from '@/contracts/team-members'

import { getCaller } from '@/http/auth'
import type { PayloadContext } from '@/http/http'
import { BY_POSITION, listRecords, recordWrites } from '@/http/records'

const LABEL = 'Team member'

/** GET /api/team-members: active members for visitors, all of them with the key. */
export async function listTeamMembers(request: Request, { payload }: PayloadContext): Promise<Response> {
  return listRecords(await getCaller(request, payload), 'team-members', BY_POSITION)
}

const writes = recordWrites({
  collection: 'team-members',
  label: LABEL,
  createSchema: teamMemberCreateSchema,
  updateSchema: teamMemberUpdateSchema,
  maxBytes: TEAM_MEMBER_BODY_BYTES,
})

export const { create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember } = writes
