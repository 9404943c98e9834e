import { withPayload } from '@/endpoints/route'
import { getSubscriberGrowth } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getSubscriberGrowth)
