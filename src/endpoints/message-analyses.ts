import { generateMessageAnalysis, messageAnalysisRecord } from '@/ai/message-analysis-records'

import { AI_LIST_FILTERS } from '@/contracts/ai-results'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse } from './http'
import { idListParam } from './id-list'
import { docId, wholeList } from './records'

type Context = { params: Promise<{ contactInquiryId: string }> }

const LABEL = 'Contact inquiry'

/** GET /api/message-analyses (admin): every stored inquiry analysis, or those of `?contactInquiryIds=`. */
export async function listAnalyses(request: Request): Promise<Response> {
  const admin = await requireAdmin(request)
  const ids = idListParam(request, AI_LIST_FILTERS.analyses, admin.payload)
  if (ids?.length === 0) return jsonResponse([])
  return wholeList(admin, 'message-analyses', {
    where: ids ? { contactInquiry: { in: ids } } : undefined,
    map: messageAnalysisRecord,
  })
}

/** POST /api/message-analyses/{contactInquiryId} (admin): analyses the inquiry now, replacing any earlier analysis. */
export async function createAnalysis(request: Request, context: Context): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const id = docId(payload, (await context.params).contactInquiryId, LABEL)
  const analysis = await generateMessageAnalysis(payload, id, user)
  if (!analysis) throw new ApiError(404, `${LABEL} not found`)
  return jsonResponse(analysis)
}
