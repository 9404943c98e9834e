import { withErrors } from '@/endpoints/http'
import { subscribe } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const POST = withErrors(subscribe)
