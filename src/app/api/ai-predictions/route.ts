import { withPayload } from '@/endpoints/route'
import { listAiPredictions } from '@/leads/api/predictions'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listAiPredictions)
