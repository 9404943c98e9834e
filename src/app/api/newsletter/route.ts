import { withPayload } from '@/endpoints/route'
import { subscribe } from '@/endpoints/newsletter'

export const dynamic = 'force-dynamic'
export const POST = withPayload(subscribe)
