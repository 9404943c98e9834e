import { withPayload } from '@/endpoints/route'
import { createTeamMember, listTeamMembers } from '@/endpoints/team-members'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listTeamMembers)
export const POST = withPayload(createTeamMember)
