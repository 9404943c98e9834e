import type { Payload } from 'payload'

import { NEWSLETTER_CONFIRM_LINK_MS, NEWSLETTER_LINK_PAGES, type NewsletterLinkAction } from '@/contracts/newsletter'
import { parseDocId } from '@/lib/ids'
import { confirmationBinding, confirmLinkState, type ConfirmLinkState } from '@/lib/newsletter-links'
import { signedToken, signedTokenId, verifySignedToken } from '@/lib/signed-token'
import { siteUrl } from '@/lib/site-url'
import type { NewsletterSubscriber } from '@/payload-types'

import { subscriberById } from './subscribe'

const COLLECTION = 'newsletter-subscribers'
/** v2 signs the confirmation e-mail's send time too (v1 links named the subscriber alone and never expired). */
const confirmPurpose = (binding: string) => `newsletter-confirm:v2:${binding}`
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe:v1'

const pageUrl = (action: NewsletterLinkAction, token: string) =>
  `${siteUrl()}${NEWSLETTER_LINK_PAGES[action]}?token=${token}`

/** The address a link's page and its button use for `token` (any text a visitor typed, encoded). */
export const linkPagePath = (action: NewsletterLinkAction, token: string): string =>
  `${NEWSLETTER_LINK_PAGES[action]}?token=${encodeURIComponent(token)}`

type ConfirmationSent = Pick<NewsletterSubscriber, 'id' | 'confirmationSentAt'>

/** The link of the confirmation e-mail sent at `confirmationSentAt`, on SITE_URL; null when none was sent. */
export function confirmUrl(payload: Payload, subscriber: ConfirmationSent): string | null {
  const binding = confirmationBinding(subscriber.confirmationSentAt)
  return binding && pageUrl('confirm', signedToken(payload.secret, confirmPurpose(binding), subscriber.id))
}

/** The unsubscribe link of every newsletter e-mail (its body and `List-Unsubscribe`), on SITE_URL. */
export const unsubscribeUrl = (payload: Payload, subscriberId: string | number): string =>
  pageUrl('unsubscribe', signedToken(payload.secret, UNSUBSCRIBE_PURPOSE, subscriberId))

const findSubscriber = async (payload: Payload, id: string) => {
  const docId = parseDocId(id, payload.db.defaultIDType)
  return docId === null ? null : subscriberById(payload, String(docId))
}

type ConfirmLink = { state: ConfirmLinkState; subscriber?: NewsletterSubscriber }

/** What a confirmation link would do now: void unless this site signed it for the subscriber's latest confirmation. */
export async function confirmLink(payload: Payload, token: string, now = new Date()): Promise<ConfirmLink> {
  const id = signedTokenId(token)
  const subscriber = id === null ? null : await findSubscriber(payload, id)
  const binding = confirmationBinding(subscriber?.confirmationSentAt)
  if (!subscriber || !binding || verifySignedToken(payload.secret, confirmPurpose(binding), token) !== id)
    return { state: 'void' }
  return { state: confirmLinkState(subscriber, now, NEWSLETTER_CONFIRM_LINK_MS), subscriber }
}

/** The confirm page's button (or its API): a confirmable link confirms the subscription. The state after. */
export async function followConfirmLink(payload: Payload, token: string, now = new Date()): Promise<ConfirmLinkState> {
  const { state, subscriber } = await confirmLink(payload, token, now)
  if (state !== 'confirmable' || !subscriber) return state
  // Only while the subscriber is as read: an unsubscribe or a newer confirmation meanwhile wins.
  const { docs } = await payload.update({
    collection: COLLECTION,
    where: {
      and: [
        { id: { equals: subscriber.id } },
        { status: { equals: subscriber.status } },
        { confirmationSentAt: { equals: subscriber.confirmationSentAt } },
      ],
    },
    data: { status: 'confirmed', confirmedAt: now.toISOString(), unsubscribedAt: null },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length ? 'confirmed' : (await confirmLink(payload, token, now)).state
}

/** subscribed: the button unsubscribes; unsubscribed (or erased since): nothing is sent any more; void: not a link of ours. */
export type UnsubscribeLinkState = 'subscribed' | 'unsubscribed' | 'void'

type UnsubscribeLink = { state: UnsubscribeLinkState; subscriber?: NewsletterSubscriber }

export async function unsubscribeLink(payload: Payload, token: string): Promise<UnsubscribeLink> {
  const id = verifySignedToken(payload.secret, UNSUBSCRIBE_PURPOSE, token)
  if (id === null) return { state: 'void' }
  const subscriber = await findSubscriber(payload, id)
  if (!subscriber || subscriber.status === 'unsubscribed') return { state: 'unsubscribed' }
  return { state: 'subscribed', subscriber }
}

/** The unsubscribe page's button and the RFC 8058 one-click POST: nothing more is sent. The same however often. */
export async function followUnsubscribeLink(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<UnsubscribeLinkState> {
  const { state, subscriber } = await unsubscribeLink(payload, token)
  if (state !== 'subscribed' || !subscriber) return state
  await payload.update({
    collection: COLLECTION,
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return 'unsubscribed'
}
