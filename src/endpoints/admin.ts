import { checkApiKey, TOO_MANY_FAILED_ATTEMPTS } from '@/auth/api-key'
import { ADMIN_VALIDATE_BODY_BYTES, apiKeyCheckSchema } from '@/contracts/api-key'
import { requestClientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/payload-client'

import { ApiError, jsonResponse, readJson } from './http'

export const tooManyFailedAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, TOO_MANY_FAILED_ATTEMPTS, { 'retry-after': String(retryAfterSeconds) })

/** POST /api/admin/validate {apiKey}: 200 for the right key (trimmed), 401 otherwise, 429 after 10 failures. */
export async function validateApiKey(request: Request): Promise<Response> {
  const parsed = apiKeyCheckSchema.safeParse(await readJson(request, ADMIN_VALIDATE_BODY_BYTES))
  const apiKey = parsed.success ? parsed.data.apiKey : undefined
  const check = await checkApiKey(await getPayloadClient(), apiKey, requestClientIp(request.headers))
  if (check.status === 'locked') throw tooManyFailedAttempts(check.retryAfterSeconds)
  if (check.status === 'invalid') throw new ApiError(401, 'Invalid API key')
  return jsonResponse({ valid: true })
}
