import { withPayload } from '@/endpoints/route'
import { confirm, openLinkPage } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withPayload(openLinkPage('confirm'))
export const POST = withPayload(confirm)
