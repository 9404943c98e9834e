import { checkApiKey } from '@/auth/api-key'
import { ADMIN_VALIDATE_BODY_BYTES, apiKeyCheckSchema } from '@/contracts/api-key'
import { requestClientIp } from '@/lib/client-address'

import { tooManyFailedAttempts } from '@/http/auth'
import { ApiError, jsonResponse, readJson, type PayloadContext } from '@/http/http'

/** POST /api/admin/validate {apiKey}: 200 for the right key (trimmed), 401 otherwise, 429 after 10 failures. */
export async function validateApiKey(request: Request, { payload }: PayloadContext): Promise<Response> {
  const parsed = apiKeyCheckSchema.safeParse(await readJson(request, ADMIN_VALIDATE_BODY_BYTES))
  const apiKey = parsed.success ? parsed.data.apiKey : undefined
  const check = await checkApiKey(payload, apiKey, requestClientIp(request.headers))
  if (check.status === 'locked') throw tooManyFailedAttempts(check.retryAfterSeconds)
  if (check.status === 'invalid') throw new ApiError(401, 'Invalid API key')
  return jsonResponse({ valid: true })
}
