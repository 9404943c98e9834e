import { withErrors } from '@/endpoints/http'
import { unsubscribeLink } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withErrors(unsubscribeLink)
export const POST = withErrors(unsubscribeLink)
