import { withPayload } from '@/endpoints/route'
import { receiveInboundEmail } from '@/leads/inbound/route'

export const dynamic = 'force-dynamic'
export const POST = withPayload(receiveInboundEmail)
