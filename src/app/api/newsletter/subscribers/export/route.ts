import { withErrors } from '@/endpoints/http'
import { exportSubscribers } from '@/endpoints/newsletter-subscribers'

export const dynamic = 'force-dynamic'
export const GET = withErrors(exportSubscribers)
