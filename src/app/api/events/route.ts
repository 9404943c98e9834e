import { ingestEvent } from '@/endpoints/events'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const POST = withPayload(ingestEvent)
