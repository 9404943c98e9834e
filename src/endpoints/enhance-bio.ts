import { analyse } from '@/ai/analyst'
import { ENHANCE_BIO_BODY_BYTES, type EnhanceBioAnswer, enhanceBioSchema } from '@/contracts/ai-results'

import { requireAdmin } from '@/http/auth'
import { ApiError, jsonResponse, readJson, type PayloadContext } from '@/http/http'

/** POST /api/enhance-bio (admin): {enhancedBio}, written by the model or, offline, the rule-based analyst. */
export async function enhanceBio(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireAdmin(request, payload)
  const input = enhanceBioSchema.parse(await readJson(request, ENHANCE_BIO_BODY_BYTES))
  if (!input.bio) throw new ApiError(400, 'Bio is required')
  if (input.enhancementType === 'custom' && !input.customInstructions) {
    throw new ApiError(400, 'Custom instructions are required for a custom enhancement')
  }
  const { result, source, model } = await analyse((analyst) => analyst.enhanceBio(input), undefined, payload.logger)
  const answer: EnhanceBioAnswer = { enhancedBio: result, source, model }
  return jsonResponse(answer)
}
