import { withPayload } from '@/endpoints/route'
import { click } from '@/endpoints/newsletter-click'

export const dynamic = 'force-dynamic'
export const GET = withPayload(click)
