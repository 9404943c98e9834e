import { z } from './zod'

import { email } from './fields'

/** The newsletter: new insights by e-mail, after a double opt-in. */

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** Body of POST /api/newsletter. */
export const NEWSLETTER_BODY_BYTES = 2 * 1024
export const newsletterSubscribeSchema = z.object({ email })
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>

/** The one answer to every valid subscribe request, whether the address is known or not. */
export const NEWSLETTER_SUBSCRIBE_ANSWER = 'Thank you. Please check your inbox and confirm your subscription.'
export const NEWSLETTER_CONFIRMED_ANSWER = 'Your subscription is confirmed. New insights will reach you by e-mail.'
export const NEWSLETTER_UNSUBSCRIBED_ANSWER = 'You are unsubscribed. No more insights will be sent to you.'
export const NEWSLETTER_BAD_LINK = 'This link is not valid.'
export const NEWSLETTER_EXPIRED_LINK = 'This link has expired. Subscribe again to receive a new one.'

export { NEWSLETTER_LINK_PAGES, type NewsletterLinkAction } from './newsletter-pages'
/** A confirmation link works for 7 days after its e-mail was sent. */
export const NEWSLETTER_CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000

/** Subscribe requests: per client, per address; and confirmation e-mails to one address. */
export const NEWSLETTER_THROTTLES = {
  perClient: { limit: 5, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
  confirmationEveryMs: 24 * 60 * 60 * 1000,
} as const

/** GET of the admin's subscriber counts (the dashboard's Insights tab). */
export const NEWSLETTER_SUBSCRIBERS_ROUTE = '/api/newsletter/subscribers'
export type SubscriberCounts = { confirmed: number; pending: number }
