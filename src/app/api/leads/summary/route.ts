import { withErrors } from '@/endpoints/http'
import { getLeadSummary } from '@/endpoints/lead-inbox'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getLeadSummary)
