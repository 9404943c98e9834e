import { withPayload } from '@/endpoints/route'
import { listSubscribers } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listSubscribers)
