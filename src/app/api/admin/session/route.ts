import { withErrors } from '@/endpoints/http'
import { getAdminSession } from '@/endpoints/lead-inbox'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getAdminSession)
