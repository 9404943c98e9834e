import { generateMessageAnalysis, listMessageAnalyses } from '@/ai/message-analysis-records'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse } from './http'
import { docId } from './records'

type Context = { params: Promise<{ contactInquiryId: string }> }

const LABEL = 'Contact inquiry'

/** GET /api/message-analyses (admin): every stored inquiry analysis, newest first. */
export async function listAnalyses(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  return jsonResponse(await listMessageAnalyses(payload, user))
}

/** POST /api/message-analyses/{contactInquiryId} (admin): analyses the inquiry now, replacing any earlier analysis. */
export async function createAnalysis(request: Request, context: Context): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const id = docId(payload, (await context.params).contactInquiryId, LABEL)
  const analysis = await generateMessageAnalysis(payload, id, user)
  if (!analysis) throw new ApiError(404, `${LABEL} not found`)
  return jsonResponse(analysis)
}
