import type { Payload } from 'payload'

import { parseDocId } from '@/lib/ids'

/** A meeting by the id a route or a queued job names (as text), or null for none or a malformed id. */
export async function findMeeting(payload: Payload, rawId: string, depth: 0 | 1) {
  const id = parseDocId(rawId, payload.db.defaultIDType)
  if (id === null) return null
  return payload.findByID({ collection: 'meetings', id, depth, overrideAccess: true, disableErrors: true })
}
