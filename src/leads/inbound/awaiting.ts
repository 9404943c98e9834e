import type { Payload } from 'payload'

import type { LeadListQuery } from '@/contracts/lead-inbox'
import { EMAIL_KEY } from '@/leads/fields/email-key'

/**
 * The list query with `awaiting=1` resolved to the addresses whose answer awaits a partner's
 * reply (a few, however many leads there are), so the lists and the export filter alike.
 */
export async function withAwaitingKeys<Q extends Pick<LeadListQuery, 'awaiting' | 'awaitingKeys'>>(
  payload: Payload,
  query: Q,
): Promise<Q> {
  if (!query.awaiting) return query
  const { docs } = await payload.find({
    collection: 'inbound-emails',
    where: { awaitingAnswer: { equals: true } },
    select: { [EMAIL_KEY]: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return { ...query, awaitingKeys: [...new Set(docs.map((doc) => doc[EMAIL_KEY]))] }
}
