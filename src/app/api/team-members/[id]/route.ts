import { withPayload } from '@/endpoints/route'
import { deleteTeamMember, updateTeamMember } from '@/endpoints/team-members'

export const PUT = withPayload(updateTeamMember)
export const DELETE = withPayload(deleteTeamMember)
