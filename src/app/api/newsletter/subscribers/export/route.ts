import { withPayload } from '@/endpoints/route'
import { exportSubscribers } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withPayload(exportSubscribers)
