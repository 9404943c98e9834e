import { cache } from 'react'

import { benchmarkFor } from '@/leads/benchmark'
import { bookingFor } from '@/leads/booking'
import { bookablePartners } from '@/leads/meetings/partners'
import { parseResultInput } from '@/lib/assessment/result-input'
import { assessmentResult } from '@/lib/assessment/results'
import { assessmentForResultsToken } from '@/leads/results-link'
import { getPayloadClient } from '@/payload-client'

/** The assessment a token was signed for, while it exists; null for a malformed, forged or stale token, or another record under its id. */
export const storedResult = cache(async (token: string) => {
  const payload = await getPayloadClient()
  const doc = await assessmentForResultsToken(payload, token)
  if (!doc) return null
  const input = parseResultInput(doc)
  if (!input) return null
  const [booking, partners, benchmark] = await Promise.all([
    bookingFor(payload, doc),
    bookablePartners(payload),
    benchmarkFor(payload, doc),
  ])
  const prefill = { name: doc.contactName ?? '', email: doc.contactEmail ?? '', company: doc.businessName ?? '' }
  return {
    result: assessmentResult(input),
    doc,
    booking,
    benchmark,
    meeting: partners.length > 0 ? { token, prefill } : null,
  }
})
