import { generatePrediction, findPrediction, predictionRecord } from '@/ai/prediction-records'

import { AI_LIST_FILTERS } from '@/contracts/ai-results'

import { requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext } from '@/http/http'
import { listByIds } from '@/http/id-list'
import { docId } from '@/http/records'

type Context = { params: Promise<{ assessmentId: string }> }

const LABEL = 'Assessment'
const NOT_FOUND = `${LABEL} not found`

async function assessmentIdOf(request: Request, context: PayloadContext<Context>) {
  const caller = await requireLeadWorker(request, context.payload)
  return { ...caller, id: docId(caller.payload, (await context.params).assessmentId, LABEL) }
}

/** GET /api/predictions/{assessmentId} (admin): the stored prediction, 404 when there is none yet. */
export async function getPrediction(request: Request, context: PayloadContext<Context>): Promise<Response> {
  const { payload, user, id } = await assessmentIdOf(request, context)
  const assessment = await payload.findByID({
    collection: 'assessments',
    id,
    depth: 0,
    select: {},
    disableErrors: true,
    user,
    overrideAccess: false,
  })
  if (!assessment) throw new ApiError(404, NOT_FOUND)
  const prediction = await findPrediction(payload, id, user)
  if (!prediction) throw new ApiError(404, 'No prediction for this assessment')
  return jsonResponse(predictionRecord(prediction))
}

/** POST /api/predictions/{assessmentId} (admin): generates the prediction now, replacing any earlier one. */
export async function createPrediction(request: Request, context: PayloadContext<Context>): Promise<Response> {
  const { payload, user, id } = await assessmentIdOf(request, context)
  const prediction = await generatePrediction(payload, id, user)
  if (!prediction) throw new ApiError(404, NOT_FOUND)
  return jsonResponse(prediction)
}

/** GET /api/ai-predictions (admin): every stored prediction, or those of `?assessmentIds=`. */
export const listAiPredictions = (request: Request, { payload }: PayloadContext): Promise<Response> =>
  listByIds(request, payload, {
    collection: 'ai-predictions',
    param: AI_LIST_FILTERS.predictions,
    field: 'assessment',
    map: predictionRecord,
  })
