import { withPayload } from '@/endpoints/route'
import { leadHandlers } from '@/leads/api/lead-routes'

export const dynamic = 'force-dynamic'
export const DELETE = withPayload(leadHandlers.deletePermanently)
