import { withErrors } from '@/endpoints/http'
import { deleteTeamMember, updateTeamMember } from '@/endpoints/team-members'

export const PUT = withErrors(updateTeamMember)
export const DELETE = withErrors(deleteTeamMember)
