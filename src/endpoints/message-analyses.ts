import { generateMessageAnalysis, messageAnalysisRecord } from '@/ai/message-analysis-records'

import { AI_LIST_FILTERS } from '@/contracts/ai-results'

import { requireLeadWorker } from './auth'
import { ApiError, jsonResponse } from './http'
import { listByIds } from './id-list'
import { docId } from './records'

type Context = { params: Promise<{ contactInquiryId: string }> }

const LABEL = 'Contact inquiry'

/** GET /api/message-analyses (admin): every stored inquiry analysis, or those of `?contactInquiryIds=`. */
export const listAnalyses = (request: Request): Promise<Response> =>
  listByIds(request, {
    collection: 'message-analyses',
    param: AI_LIST_FILTERS.analyses,
    field: 'contactInquiry',
    map: messageAnalysisRecord,
  })

/** POST /api/message-analyses/{contactInquiryId} (admin): analyses the inquiry now, replacing any earlier analysis. */
export async function createAnalysis(request: Request, context: Context): Promise<Response> {
  const { payload, user } = await requireLeadWorker(request)
  const id = docId(payload, (await context.params).contactInquiryId, LABEL)
  const analysis = await generateMessageAnalysis(payload, id, user)
  if (!analysis) throw new ApiError(404, `${LABEL} not found`)
  return jsonResponse(analysis)
}
