import { withPayload } from '@/endpoints/route'
import { getPipeline } from '@/leads/pipeline/api'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getPipeline)
