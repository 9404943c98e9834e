import type { Payload } from 'payload'

import type { MailLimit, MailLimits } from '@/contracts/crm-status'
import { capReachedToday, type HourlyCap } from '@/shared-state/hourly-cap'

import { resultsPerHour, WAITING_PREFIX } from './results-email'

const limitOf = async (payload: Payload, cap: HourlyCap, waiting: number): Promise<MailLimit> => ({
  limit: cap.limit,
  reachedAt: (await capReachedToday(payload, cap))?.toISOString() ?? null,
  waiting,
})

/**
 * The results e-mails and newsletter confirmations held back for a later hour, and when their caps were
 * reached today. The newsletter's cap is the newsletter's own (it stands above leads): the caller hands it in.
 */
export async function mailLimits(payload: Payload, confirmationsCap: HourlyCap): Promise<MailLimits> {
  const results = await payload.count({
    collection: 'lead-deliveries',
    overrideAccess: true,
    where: {
      and: [
        { channel: { equals: 'results' } },
        { status: { equals: 'pending' } },
        { lastError: { like: WAITING_PREFIX } },
      ],
    },
  })
  const confirmations = await payload.count({
    collection: 'payload-jobs',
    overrideAccess: true,
    where: {
      and: [
        { taskSlug: { equals: 'sendNewsletterConfirmation' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  return {
    resultsEmails: await limitOf(payload, resultsPerHour(), results.totalDocs),
    confirmations: await limitOf(payload, confirmationsCap, confirmations.totalDocs),
  }
}
