import { z } from 'zod'

import { analyse } from '@/ai/analyst'
import { ENHANCEMENT_TYPES } from '@/lib/constants'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse, readJson } from './http'

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() ?? '')

const enhanceBioBody = z.object({
  bio: text(5000),
  name: text(200),
  title: text(200),
  company: text(200),
  expertise: text(500),
  enhancementType: z.enum(ENHANCEMENT_TYPES).default('general'),
  customInstructions: text(1000),
})

/** POST /api/enhance-bio (admin): {enhancedBio}, written by the model or, offline, the rule-based analyst. */
export async function enhanceBio(request: Request): Promise<Response> {
  await requireAdmin(request)
  const input = enhanceBioBody.parse(await readJson(request))
  if (!input.bio) throw new ApiError(400, 'Bio is required')
  if (input.enhancementType === 'custom' && !input.customInstructions) {
    throw new ApiError(400, 'Custom instructions are required for a custom enhancement')
  }
  const { result, source, model } = await analyse((analyst) => analyst.enhanceBio(input))
  return jsonResponse({ enhancedBio: result, source, model })
}
