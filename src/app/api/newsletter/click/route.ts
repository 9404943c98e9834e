import { withErrors } from '@/endpoints/http'
import { click } from '@/endpoints/newsletter-click'

export const dynamic = 'force-dynamic'
export const GET = withErrors(click)
