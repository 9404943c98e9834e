import { withErrors } from '@/endpoints/http'
import { getSubscriberCounts } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getSubscriberCounts)
