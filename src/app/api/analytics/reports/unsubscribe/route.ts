import { unsubscribe, unsubscribePage } from '@/endpoints/analytics-reports'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(unsubscribePage)
export const POST = withErrors(unsubscribe)
