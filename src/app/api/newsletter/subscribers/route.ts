import { withPayload } from '@/endpoints/route'
import { getSubscriberCounts } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getSubscriberCounts)
