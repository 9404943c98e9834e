import type { TypedUser } from 'payload'

import { API_KEY_AUTHOR } from '@/contracts/lead-inbox'
import { isApiKeyAdmin } from '@/auth/admin-user'

/** Who did something: the CMS user's name (else e-mail), or 'API key' for the shared key. */
export function authorOf(user: TypedUser): string {
  if (isApiKeyAdmin(user)) return API_KEY_AUTHOR
  const { name, email } = user as { name?: string | null; email?: string | null }
  return name?.trim() || email || API_KEY_AUTHOR
}
