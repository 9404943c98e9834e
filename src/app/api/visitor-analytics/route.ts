import { getVisitorAnalytics } from '@/endpoints/analytics'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getVisitorAnalytics)
