import {
  NEWSLETTER_BAD_LINK,
  NEWSLETTER_BODY_BYTES,
  NEWSLETTER_CONFIRMED_ANSWER,
  NEWSLETTER_EXPIRED_LINK,
  NEWSLETTER_THROTTLES,
  NEWSLETTER_SUBSCRIBE_ANSWER,
  NEWSLETTER_UNSUBSCRIBED_ANSWER,
  newsletterSubscribeSchema,
  type NewsletterLinkAction,
} from '@/contracts/newsletter'
import { requestClientIp } from '@/lib/client-address'
import { mailboxKey } from '@/lib/mailbox'
import { subscriberCounts } from '@/newsletter/counts'
import { followConfirmLink, followUnsubscribeLink, linkPagePath } from '@/newsletter/links'
import { requestSubscription } from '@/newsletter/subscribe'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { requireAdmin } from '@/http/auth'
import { ApiError, jsonResponse, readJson, type PayloadContext } from '@/http/http'

const perClient: RateRule = { name: 'newsletter:client', ...NEWSLETTER_THROTTLES.perClient }
const perAddress: RateRule = { name: 'newsletter:address', ...NEWSLETTER_THROTTLES.perAddress }

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too many requests. Please try again later.', { 'retry-after': String(retryAfterSeconds) })

/**
 * POST /api/newsletter {email}: the same 202 whether the address is new, pending, confirmed or
 * unsubscribed; a confirmation e-mail goes out through the queue (at most one a day per address).
 * Limited per client, before the body is read, and per address.
 */
export async function subscribe(request: Request, { payload }: PayloadContext): Promise<Response> {
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

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** A browser's request (a page's form, or a person opening an address): answered with the page. */
const fromBrowser = (request: Request) => /\btext\/html\b/.test(request.headers.get('accept') ?? '')

/** To the link's page, which shows what the link does now. */
const toPage = (action: NewsletterLinkAction, token: string) =>
  new Response(null, {
    status: 303,
    headers: { location: linkPagePath(action, token), 'cache-control': 'no-store' },
  })

/**
 * GET /api/newsletter/{confirm,unsubscribe}?token=…, the links of e-mails sent before the pages
 * existed: to the page (303), changing nothing (mail scanners follow links).
 */
export const openLinkPage = (action: NewsletterLinkAction) => async (request: Request) =>
  toPage(action, tokenOf(request))

/**
 * POST /api/newsletter/confirm?token=…, also at the confirm page's own address (its button): a
 * link of the subscriber's latest confirmation e-mail, at most 7 days old, confirms. A browser is
 * sent back to the page, which then shows the outcome.
 */
export async function confirm(request: Request, { payload }: PayloadContext): Promise<Response> {
  const token = tokenOf(request)
  const state = await followConfirmLink(payload, token)
  if (fromBrowser(request)) return toPage('confirm', token)
  if (state === 'expired') throw new ApiError(410, NEWSLETTER_EXPIRED_LINK)
  if (state !== 'confirmed') throw new ApiError(400, NEWSLETTER_BAD_LINK)
  return jsonResponse({ message: NEWSLETTER_CONFIRMED_ANSWER })
}

/**
 * POST /api/newsletter/unsubscribe?token=…, also at the unsubscribe page's own address: its button
 * and the RFC 8058 one-click POST of `List-Unsubscribe` (`List-Unsubscribe=One-Click`, not read).
 * No sign-in, the same answer however often.
 */
export async function unsubscribe(request: Request, { payload }: PayloadContext): Promise<Response> {
  const token = tokenOf(request)
  const state = await followUnsubscribeLink(payload, token)
  if (fromBrowser(request)) return toPage('unsubscribe', token)
  if (state === 'void') throw new ApiError(400, NEWSLETTER_BAD_LINK)
  return jsonResponse({ message: NEWSLETTER_UNSUBSCRIBED_ANSWER })
}

/** GET /api/newsletter/subscribers (admin): how many subscribers are confirmed and how many still pending. */
export async function getSubscriberCounts(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireAdmin(request, payload)
  return jsonResponse(await subscriberCounts(payload, user))
}
