import { withPayload } from '@/endpoints/route'
import { createPrediction, getPrediction } from '@/leads/api/predictions'

export const GET = withPayload(getPrediction)
export const POST = withPayload(createPrediction)
