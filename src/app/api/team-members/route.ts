import { withErrors } from '@/endpoints/http'
import { createTeamMember, listTeamMembers } from '@/endpoints/team-members'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listTeamMembers)
export const POST = withErrors(createTeamMember)
