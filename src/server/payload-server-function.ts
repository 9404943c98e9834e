import { handleServerFunctions } from '@payloadcms/next/layouts'
import { forbidden, notFound, unauthorized } from 'next/navigation'
import { headers } from 'next/headers'
import type { ServerFunctionHandler } from 'payload'

import { requestUser } from '@/auth/request-user'
import { getPayloadClient } from '@/payload-client'

import { OPEN_TO_STRANGERS } from './server-actions'

type Call = Parameters<ServerFunctionHandler>[0]

/** The HTTP status Payload gave an error it threw for the caller to see. */
const publicStatus = (error: unknown): number | undefined => {
  const { status, isPublic } = (error ?? {}) as { status?: unknown; isPublic?: unknown }
  return isPublic === true && typeof status === 'number' ? status : undefined
}

/**
 * Payload's server function (the one server action of its admin UI), answering a caller who is
 * not signed in 401, and Payload's own 401, 403 and 404 errors with those statuses. Next.js
 * answers any error a server action throws with a 500; its interrupts (unauthorized(),
 * forbidden(), notFound()) keep their status, and Payload's client code sees the call fail either
 * way. The call's shape was checked by the front server (src/server/server-actions.ts).
 */
export async function payloadServerFunction(call: Call): Promise<unknown> {
  if (call.name !== OPEN_TO_STRANGERS) {
    const user = await requestUser(await getPayloadClient(), await headers())
    if (!user) unauthorized()
  }
  try {
    return await handleServerFunctions(call)
  } catch (error) {
    const status = publicStatus(error)
    if (status === 401) unauthorized()
    if (status === 403) forbidden()
    if (status === 404) notFound()
    throw error
  }
}
