import type { Payload } from 'payload'

import { parseDocId } from '@/lib/ids'
import { resultsTokenId, resultsTokenMatches } from '@/lib/results-token'
import type { Assessment } from '@/payload-types'

/** The assessment a results token was signed for, while it exists; null for a malformed, forged or stale token. */
export async function assessmentForResultsToken(payload: Payload, token: unknown): Promise<Assessment | null> {
  if (typeof token !== 'string') return null
  const raw = resultsTokenId(token)
  const id = raw === null ? null : parseDocId(raw, payload.db.defaultIDType)
  if (id === null) return null
  const doc = await payload.findByID({
    collection: 'assessments',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return doc && resultsTokenMatches(payload.secret, token, doc) ? doc : null
}
