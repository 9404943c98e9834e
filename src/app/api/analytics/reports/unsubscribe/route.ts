import { unsubscribe, unsubscribePage } from '@/endpoints/analytics-reports'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(unsubscribePage)
export const POST = withPayload(unsubscribe)
