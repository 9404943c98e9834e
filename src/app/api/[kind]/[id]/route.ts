import { withPayload } from '@/endpoints/route'
import { leadHandlers } from '@/leads/api/lead-routes'

export const dynamic = 'force-dynamic'
export const GET = withPayload(leadHandlers.read)
export const PATCH = withPayload(leadHandlers.update)
export const DELETE = withPayload(leadHandlers.trash)
