import { withErrors } from '@/endpoints/http'
import { createPrediction, getPrediction } from '@/endpoints/predictions'

export const GET = withErrors(getPrediction)
export const POST = withErrors(createPrediction)
