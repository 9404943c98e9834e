import { generateMessageAnalysis, messageAnalysisRecord } from '@/ai/message-analysis-records'

import { AI_LIST_FILTERS } from '@/contracts/ai-results'

import { requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext } from '@/http/http'
import { listByIds } from '@/http/id-list'
import { docId } from '@/http/records'

type Context = { params: Promise<{ contactInquiryId: string }> }

const LABEL = 'Contact inquiry'

/** GET /api/message-analyses (admin): every stored inquiry analysis, or those of `?contactInquiryIds=`. */
export const listAnalyses = (request: Request, { payload }: PayloadContext): Promise<Response> =>
  listByIds(request, payload, {
    collection: 'message-analyses',
    param: AI_LIST_FILTERS.analyses,
    field: 'contactInquiry',
    map: messageAnalysisRecord,
  })

/** POST /api/message-analyses/{contactInquiryId} (admin): analyses the inquiry now, replacing any earlier analysis. */
export async function createAnalysis(request: Request, context: PayloadContext<Context>): Promise<Response> {
  const { payload } = context
  const { user } = await requireLeadWorker(request, payload)
  const id = docId(payload, (await context.params).contactInquiryId, LABEL)
  const analysis = await generateMessageAnalysis(payload, id, user)
  if (!analysis) throw new ApiError(404, `${LABEL} not found`)
  return jsonResponse(analysis)
}
