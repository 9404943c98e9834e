import type { Payload, TypedUser } from 'payload'

import { isLeadWorker } from '@/access/worksLeads'
import { apiKeyAdmin } from '@/auth/admin-user'
import { API_KEY_HEADER, checkApiKey, TOO_MANY_FAILED_ATTEMPTS } from '@/auth/api-key'
import { requestUser } from '@/auth/request-user'
import { KEY_REQUIRED } from '@/contracts/api-key'
import { requestClientIp } from '@/lib/client-address'

import { ApiError } from './http'

export const tooManyFailedAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, TOO_MANY_FAILED_ATTEMPTS, { 'retry-after': String(retryAfterSeconds) })

export type Caller = { payload: Payload; user: TypedUser | null }

/**
 * Payload and whoever the request authenticates as (x-api-key or a CMS session), if anyone. A key
 * is checked here, against the shared brute-force limit, so a locked-out client gets a 429 with
 * Retry-After (also for the right key) rather than a 401; a wrong key falls back to the session.
 */
export async function getCaller(request: Request, payload: Payload): Promise<Caller> {
  const key = request.headers.get(API_KEY_HEADER)
  if (key !== null) {
    const check = await checkApiKey(payload, key, requestClientIp(request.headers))
    if (check.status === 'locked') throw tooManyFailedAttempts(check.retryAfterSeconds)
    if (check.status === 'valid') return { payload, user: apiKeyAdmin() as TypedUser }
  }
  // The key is settled above: Payload's strategy must not count it a second time.
  const headers = new Headers(request.headers)
  headers.delete(API_KEY_HEADER)
  return { payload, user: await requestUser(payload, headers) }
}

export const isAdminUser = (user: TypedUser | null): boolean => user?.role === 'admin'

/** The caller, who must work leads (the key, a CMS admin or partner); otherwise a 401. */
export async function requireLeadWorker(request: Request, payload: Payload): Promise<Caller & { user: TypedUser }> {
  const caller = await getCaller(request, payload)
  if (!caller.user || !isLeadWorker(caller.user)) {
    throw new ApiError(401, 'Unauthorized: a valid x-api-key header is required')
  }
  return caller as Caller & { user: TypedUser }
}

/** The caller, who must hold the admin key (or be a CMS admin); otherwise a 401. */
export async function requireAdmin(request: Request, payload: Payload): Promise<Caller & { user: TypedUser }> {
  const caller = await getCaller(request, payload)
  if (!caller.user || !isAdminUser(caller.user)) {
    throw new ApiError(401, KEY_REQUIRED)
  }
  return caller as Caller & { user: TypedUser }
}
