import type { Payload, TypedUser } from 'payload'

import type { SubscriberCounts } from '@/contracts/newsletter'

/** Confirmed and pending subscribers, as `user` may count them (two counts on the status index). */
export async function subscriberCounts(payload: Payload, user: TypedUser): Promise<SubscriberCounts> {
  const count = async (status: keyof SubscriberCounts) =>
    (
      await payload.count({
        collection: 'newsletter-subscribers',
        where: { status: { equals: status } },
        user,
        overrideAccess: false,
      })
    ).totalDocs
  const [confirmed, pending] = await Promise.all([count('confirmed'), count('pending')])
  return { confirmed, pending }
}
