import { withErrors } from '@/endpoints/http'
import { getMetrics } from '@/metrics/endpoint'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getMetrics)
