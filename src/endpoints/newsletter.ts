import {
  NEWSLETTER_BAD_LINK,
  NEWSLETTER_BODY_BYTES,
  NEWSLETTER_CONFIRMED_ANSWER,
  NEWSLETTER_THROTTLES,
  NEWSLETTER_SUBSCRIBE_ANSWER,
  NEWSLETTER_UNSUBSCRIBED_ANSWER,
  newsletterSubscribeSchema,
} from '@/contracts/newsletter'
import { requestClientIp } from '@/lib/client-address'
import { mailboxKey } from '@/lib/mailbox'
import { subscriberCounts } from '@/newsletter/counts'
import { subscriberOfToken } from '@/newsletter/links'
import { confirmSubscriber, requestSubscription, unsubscribe } from '@/newsletter/subscribe'
import { getPayloadClient } from '@/payload-client'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse, readJson } from './http'

const perClient: RateRule = { name: 'newsletter:client', ...NEWSLETTER_THROTTLES.perClient }
const perAddress: RateRule = { name: 'newsletter:address', ...NEWSLETTER_THROTTLES.perAddress }

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too many requests. Please try again later.', { 'retry-after': String(retryAfterSeconds) })

/**
 * POST /api/newsletter {email}: the same 202 whether the address is new, pending, confirmed or
 * unsubscribed; a confirmation e-mail goes out through the queue (at most one a day per address).
 * Limited per client, before the body is read, and per address.
 */
export async function subscribe(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const limiter = rateLimiter(payload)
  const client = await limiter.consume(perClient, requestClientIp(request.headers))
  if (!client.allowed) throw tooMany(client.retryAfterSeconds)
  const { email } = newsletterSubscribeSchema.parse(await readJson(request, NEWSLETTER_BODY_BYTES))
  // Each mailbox has its own window, keyed apart from client addresses.
  const address = await limiter.consume(perAddress, `email:${mailboxKey(email)}`)
  if (!address.allowed) throw tooMany(address.retryAfterSeconds)
  await requestSubscription(payload, email)
  return jsonResponse({ message: NEWSLETTER_SUBSCRIBE_ANSWER }, 202)
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** GET /api/newsletter/confirm?token=…: the link of the confirmation e-mail. */
export async function confirm(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const id = subscriberOfToken(payload, 'confirm', tokenOf(request))
  if (!id || !(await confirmSubscriber(payload, id))) throw new ApiError(400, NEWSLETTER_BAD_LINK)
  return jsonResponse({ message: NEWSLETTER_CONFIRMED_ANSWER })
}

/**
 * GET (the link in each e-mail) and POST (RFC 8058 one-click, `List-Unsubscribe=One-Click`) of
 * /api/newsletter/unsubscribe?token=…: no sign-in, the same answer however often.
 */
export async function unsubscribeLink(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const id = subscriberOfToken(payload, 'unsubscribe', tokenOf(request))
  if (!id) throw new ApiError(400, NEWSLETTER_BAD_LINK)
  await unsubscribe(payload, id)
  return jsonResponse({ message: NEWSLETTER_UNSUBSCRIBED_ANSWER })
}

/** GET /api/newsletter/subscribers (admin): how many subscribers are confirmed and how many still pending. */
export async function getSubscriberCounts(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  return jsonResponse(await subscriberCounts(payload, user))
}
