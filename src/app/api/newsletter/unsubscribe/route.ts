import { withErrors } from '@/endpoints/http'
import { openLinkPage, unsubscribe } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withErrors(openLinkPage('unsubscribe'))
export const POST = withErrors(unsubscribe)
