import { getConversions } from '@/endpoints/analytics'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getConversions)
