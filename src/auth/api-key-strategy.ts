import type { AuthStrategy } from 'payload'

import { requestClientIp } from '@/lib/client-address'

import { apiKeyAdmin } from './admin-user'
import { API_KEY_HEADER, apiKeyFailures, apiKeyMatches } from './api-key'

export const apiKeyStrategy: AuthStrategy = {
  name: 'api-key',
  authenticate: async ({ headers }) => {
    const key = headers.get(API_KEY_HEADER)
    if (key === null) return { user: null }
    const client = requestClientIp(headers)
    const failures = apiKeyFailures()
    if (!failures.check(client).allowed) return { user: null }
    if (!apiKeyMatches(key)) {
      failures.record(client)
      return { user: null }
    }
    return { user: apiKeyAdmin() }
  },
}
