import { withPayload } from '@/endpoints/route'
import { getSlots } from '@/leads/meetings/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getSlots)
