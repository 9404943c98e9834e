import { apiKeyFailures, apiKeyMatches } from '@/auth/api-key'
import { ADMIN_VALIDATE_BODY_BYTES, apiKeyCheckSchema } from '@/contracts/api-key'
import { requestClientIp } from '@/lib/client-address'

import { ApiError, jsonResponse, readJson } from './http'

/** POST /api/admin/validate {apiKey}: 200 for the right key (trimmed), 401 otherwise, 429 after 10 failures. */
export async function validateApiKey(request: Request): Promise<Response> {
  const client = requestClientIp(request.headers)
  const failures = apiKeyFailures()
  const decision = failures.check(client)
  if (!decision.allowed) {
    throw new ApiError(429, 'Too many failed attempts. Try again later.', {
      'retry-after': String(decision.retryAfterSeconds),
    })
  }
  const parsed = apiKeyCheckSchema.safeParse(await readJson(request, ADMIN_VALIDATE_BODY_BYTES))
  const apiKey = parsed.success ? parsed.data.apiKey : undefined
  if (!apiKeyMatches(apiKey)) {
    failures.record(client)
    throw new ApiError(401, 'Invalid API key')
  }
  return jsonResponse({ valid: true })
}
