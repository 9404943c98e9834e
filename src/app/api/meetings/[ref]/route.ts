import { withPayload } from '@/endpoints/route'
import { patchMeeting } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const PATCH = withPayload(patchMeeting)
