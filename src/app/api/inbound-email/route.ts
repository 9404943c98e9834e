import { withErrors } from '@/endpoints/http'
import { receiveInboundEmail } from '@/leads/inbound/route'
import { getPayloadClient } from '@/payload-client'

export const dynamic = 'force-dynamic'
export const POST = withErrors((request: Request) => receiveInboundEmail(request, getPayloadClient))
