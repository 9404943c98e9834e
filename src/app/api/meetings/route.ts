import { withPayload } from '@/endpoints/route'
import { getMeetings, postMeeting } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getMeetings)
export const POST = withPayload(postMeeting)
