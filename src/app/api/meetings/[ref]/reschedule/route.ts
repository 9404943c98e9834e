import { withPayload } from '@/endpoints/route'
import { postReschedule } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const POST = withPayload(postReschedule)
