import type { Payload, TypedUser } from 'payload'

import { getPayloadClient } from '@/lib/payload'

import { ApiError } from './http'

export type Caller = { payload: Payload; user: TypedUser | null }

/** Payload and whoever the request authenticates as (x-api-key or a CMS session), if anyone. */
export async function getCaller(request: Request): Promise<Caller> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return { payload, user }
}

export const isAdminUser = (user: TypedUser | null): boolean => user?.role === 'admin'

/** The caller, who must hold the admin key (or be a CMS admin); otherwise a 401. */
export async function requireAdmin(request: Request): Promise<Caller & { user: TypedUser }> {
  const caller = await getCaller(request)
  if (!caller.user || !isAdminUser(caller.user)) {
    throw new ApiError(401, 'Unauthorized: a valid x-api-key header is required')
  }
  return caller as Caller & { user: TypedUser }
}
