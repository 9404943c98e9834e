import { withPayload } from '@/endpoints/route'
import { getAdminSession } from '@/leads/api/lead-inbox'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getAdminSession)
