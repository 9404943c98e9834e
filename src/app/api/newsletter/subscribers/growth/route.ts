import { withErrors } from '@/endpoints/http'
import { getSubscriberGrowth } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getSubscriberGrowth)
