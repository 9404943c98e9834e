import { withErrors } from '@/endpoints/http'
import { getPipeline } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getPipeline)
