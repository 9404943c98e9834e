import { withPayload } from '@/endpoints/route'
import { getCrmStatus } from '@/endpoints/crm-status'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getCrmStatus)
