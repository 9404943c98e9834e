import { withPayload } from '@/endpoints/route'
import { health } from '@/endpoints/system'

export const dynamic = 'force-dynamic'
export const GET = withPayload(health)
