import type { Payload } from 'payload'

import { NEWSLETTER_THROTTLES } from '@/contracts/newsletter'
import { mailboxKey } from '@/lib/mailbox'
import type { HourlyCap } from '@/shared-state/hourly-cap'

import { NEWSLETTER_QUEUE } from './queue'

const COLLECTION = 'newsletter-subscribers'

const DEFAULT_CONFIRMATIONS_PER_HOUR = 60

/** Confirmation e-mails an hour for everyone (NEWSLETTER_CONFIRMATIONS_PER_HOUR): more wait for a later hour. */
export const confirmationsPerHour = (): HourlyCap => {
  const configured = Number(process.env.NEWSLETTER_CONFIRMATIONS_PER_HOUR)
  const limit = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CONFIRMATIONS_PER_HOUR
  return { name: 'newsletter-confirmation:hour', limit, windowMs: 60 * 60 * 1000 }
}

/**
 * The subscriber of this address's mailbox, created pending (with the address as typed) when there
 * is none; two requests at once create one.
 */
async function subscriberFor(payload: Payload, email: string, sourcePage: string | null) {
  const find = async () =>
    (
      await payload.find({
        collection: COLLECTION,
        where: { mailbox: { equals: mailboxKey(email) } },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const found = await find()
  if (found) return found
  try {
    return await payload.create({
      collection: COLLECTION,
      data: { email, status: 'pending', sourcePage },
      overrideAccess: true,
    })
  } catch (error) {
    const raced = await find()
    if (raced) return raced
    throw error
  }
}

/**
 * A subscribe request for `address` (on `sourcePage`, kept from the first request): a confirmed subscriber is left alone; anyone else gets a
 * confirmation e-mail through the durable queue, at most one a day per mailbox (claimed by
 * updating the previous send time, so concurrent requests queue one). The caller answers the
 * same whatever happened here.
 */
export async function requestSubscription(
  payload: Payload,
  address: string,
  now = new Date(),
  sourcePage: string | null = null,
): Promise<void> {
  const subscriber = await subscriberFor(payload, address.trim(), sourcePage)
  if (subscriber.status === 'confirmed') return
  const last = subscriber.confirmationSentAt
  if (last && now.getTime() - Date.parse(last) < NEWSLETTER_THROTTLES.confirmationEveryMs) return
  const { docs } = await payload.update({
    collection: COLLECTION,
    where: {
      and: [
        { id: { equals: subscriber.id } },
        last ? { confirmationSentAt: { equals: last } } : { confirmationSentAt: { exists: false } },
      ],
    },
    data: { confirmationSentAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return
  await payload.jobs.queue({
    task: 'sendNewsletterConfirmation',
    queue: NEWSLETTER_QUEUE,
    input: { subscriberId: String(subscriber.id) },
  })
}

/** The subscriber a signed link names; null when there is none (erased since). */
export const subscriberById = (payload: Payload, id: string) =>
  payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
