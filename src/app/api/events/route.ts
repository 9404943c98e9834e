import { ingestEvent } from '@/endpoints/events'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const POST = withErrors(ingestEvent)
