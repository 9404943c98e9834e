import { withErrors } from '@/endpoints/http'
import { confirm, openLinkPage } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const GET = withErrors(openLinkPage('confirm'))
export const POST = withErrors(confirm)
