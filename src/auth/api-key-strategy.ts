import type { AuthStrategy } from 'payload'

import { requestClientIp } from '@/lib/client-address'

import { apiKeyAdmin } from './admin-user'
import { API_KEY_HEADER, checkApiKey } from './api-key'

/**
 * x-api-key on Payload's own routes (/cms-api). The product's /api routes check the key before
 * they ask Payload (src/http/auth.ts), so a locked-out client gets a 429 there.
 */
export const apiKeyStrategy: AuthStrategy = {
  name: 'api-key',
  authenticate: async ({ headers, payload }) => {
    const key = headers.get(API_KEY_HEADER)
    if (key === null) return { user: null }
    const check = await checkApiKey(payload, key, requestClientIp(headers))
    return { user: check.status === 'valid' ? apiKeyAdmin() : null }
  },
}
