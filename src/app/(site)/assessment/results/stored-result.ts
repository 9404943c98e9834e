import { cache } from 'react'

import { bookingFor } from '@/leads/booking'
import { parseResultInput } from '@/lib/assessment/result-input'
import { assessmentResult } from '@/lib/assessment/results'
import { parseDocId } from '@/lib/ids'
import { resultsTokenId, resultsTokenMatches } from '@/lib/results-token'
import { getPayloadClient } from '@/payload-client'

/** The assessment a token was signed for, while it exists; null for a malformed, forged or stale token, or another record under its id. */
export const storedResult = cache(async (token: string) => {
  const payload = await getPayloadClient()
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
  if (!doc || !resultsTokenMatches(payload.secret, token, doc)) return null
  const input = parseResultInput(doc)
  return input ? { result: assessmentResult(input), doc, booking: await bookingFor(payload, doc) } : null
})
