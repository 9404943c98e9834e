import { withErrors } from '@/endpoints/http'
import { getMetrics } from '@/endpoints/metrics'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getMetrics)
