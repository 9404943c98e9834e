import { withPayload } from '@/endpoints/route'
import { openLinkPage, unsubscribe } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withPayload(openLinkPage('unsubscribe'))
export const POST = withPayload(unsubscribe)
