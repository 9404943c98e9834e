import type { Payload } from 'payload'

import { resultsPath } from '@/lib/results-token'
import { siteUrl } from '@/lib/site-url'

import { resultsMessage } from './email/results'
import type { Lead } from './lead'

/** The permanent results address of an assessment, on SITE_URL. */
const resultsUrl = (payload: Payload, assessmentId: string | number): string =>
  `${siteUrl()}${resultsPath(payload.secret, assessmentId)}`

/** The founder's results e-mail (they ticked 'E-mail me my results'). */
export async function sendResultsEmail(payload: Payload, lead: Lead, firmName: string): Promise<void> {
  if (!lead.score) throw new Error('Only assessments have results to send')
  const message = resultsMessage({
    firmName,
    contactName: lead.name,
    businessName: lead.company ?? '',
    totalScore: lead.score.total,
    maxScore: lead.score.max,
    rating: lead.score.rating,
    url: resultsUrl(payload, lead.id),
  })
  await payload.sendEmail({ to: lead.email, ...message })
}
