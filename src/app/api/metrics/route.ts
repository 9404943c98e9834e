import { withPayload } from '@/endpoints/route'
import { getMetrics } from '@/endpoints/metrics'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getMetrics)
