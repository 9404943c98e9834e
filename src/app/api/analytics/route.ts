import { getAnalyticsSummary } from '@/endpoints/analytics'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getAnalyticsSummary)
