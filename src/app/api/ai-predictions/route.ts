import { withErrors } from '@/endpoints/http'
import { listAiPredictions } from '@/endpoints/predictions'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listAiPredictions)
