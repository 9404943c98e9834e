import { withErrors } from '@/endpoints/http'
import { getCrmStatus } from '@/endpoints/leads'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getCrmStatus)
