import { withPayload } from '@/endpoints/route'
import { getLeadSummary } from '@/leads/api/lead-inbox'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getLeadSummary)
