import { withPayload } from '@/endpoints/route'
import { postCancel } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const POST = withPayload(postCancel)
