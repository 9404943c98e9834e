import type { Payload } from 'payload'

import { parseDocId } from '@/lib/ids'
import { resultsPath, resultsToken, resultsTokenId, resultsTokenMatches, type ResultsRecord } from '@/lib/results-token'
import { siteUrl } from '@/lib/site-url'
import type { Assessment } from '@/payload-types'

import { bookingFor } from './booking'
import { bookablePartners, matchedPartner } from './meetings/partners'

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

/** The permanent results address of an assessment, on SITE_URL. */
export const resultsUrl = (payload: Payload, record: ResultsRecord): string =>
  `${siteUrl()}${resultsPath(payload.secret, record)}`

/** The results as a PDF (GET /api/assessments/results/{token}/pdf), on SITE_URL. */
export const resultsPdfUrl = (payload: Payload, record: ResultsRecord): string =>
  `${siteUrl()}/api/assessments/results/${resultsToken(payload.secret, record)}/pdf`

/**
 * The results' call to action: a call with the matched partner booked on the results page itself
 * when someone takes bookings there, else "Book a call with {name}" on their scheduling page, else
 * the contact form filled in from the assessment.
 */
export async function resultsNextStep(
  payload: Payload,
  lead: ResultsRecord,
  record: Assessment | null,
): Promise<{ label: string; url: string }> {
  const partner = matchedPartner(await bookablePartners(payload), record)
  if (partner) return { label: `Book a call with ${partner.name}`, url: `${resultsUrl(payload, lead)}#book` }
  const booking = record && (await bookingFor(payload, record))
  return booking
    ? { label: `Book a call with ${booking.name}`, url: booking.url }
    : { label: 'Talk to a partner', url: `${resultsUrl(payload, lead)}/contact` }
}
