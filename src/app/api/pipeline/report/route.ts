import { withErrors } from '@/endpoints/http'
import { getPipelineReport } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getPipelineReport)
