import { withPayload } from '@/endpoints/route'
import { getResultsPdf } from '@/leads/api/results-pdf'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getResultsPdf)
