import { withErrors } from '@/endpoints/http'
import { getMeetings, postMeeting } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getMeetings)
export const POST = withErrors(postMeeting)
