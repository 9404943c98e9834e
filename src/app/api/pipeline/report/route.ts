import { withPayload } from '@/endpoints/route'
import { getPipelineReport } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getPipelineReport)
