import { withErrors } from '@/endpoints/http'
import { health } from '@/endpoints/system'

export const dynamic = 'force-dynamic'
export const GET = withErrors(health)
