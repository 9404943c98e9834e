import { withErrors } from '@/endpoints/http'
import { listSubscribers } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listSubscribers)
