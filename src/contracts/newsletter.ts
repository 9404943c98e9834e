import { z } from './zod'

import { email } from './fields'

/** The newsletter: new insights by e-mail, after a double opt-in. */

// bouncing: the mail server refused the address for good; nothing more is sent to it.
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bouncing'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** Body of POST /api/newsletter. */
export const NEWSLETTER_BODY_BYTES = 2 * 1024
/** The page a visitor subscribed on (a path of this site, kept for the dashboard's "by source page"). */
const sourcePage = z
  .string()
  .trim()
  .max(SOURCE_PAGE_MAX_LENGTH)
  .regex(/^\/(?![/\\])[^\s]*$/)
export const newsletterSubscribeSchema = z.object({ email, sourcePage: sourcePage.optional() })
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>

/** The one answer to every valid subscribe request, whether the address is known or not. */
export const NEWSLETTER_SUBSCRIBE_ANSWER = 'Thank you. Please check your inbox and confirm your subscription.'
export const NEWSLETTER_CONFIRMED_ANSWER = 'Your subscription is confirmed. New insights will reach you by e-mail.'
export const NEWSLETTER_UNSUBSCRIBED_ANSWER = 'You are unsubscribed. No more insights will be sent to you.'
export const NEWSLETTER_BAD_LINK = 'This link is not valid.'
export const NEWSLETTER_EXPIRED_LINK = 'This link has expired. Subscribe again to receive a new one.'

import { SOURCE_PAGE_MAX_LENGTH } from './newsletter-pages'

export { NEWSLETTER_LINK_PAGES, type NewsletterLinkAction, SOURCE_PAGE_MAX_LENGTH } from './newsletter-pages'
/** A confirmation link works for 7 days after its e-mail was sent. */
export const NEWSLETTER_CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000

/** Subscribe requests: per client, per address; and confirmation e-mails to one address. */
export const NEWSLETTER_THROTTLES = {
  perClient: { limit: 5, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
  confirmationEveryMs: 24 * 60 * 60 * 1000,
} as const

/** GET of the admin's subscriber counts and one page of subscribers (the dashboard's Insights tab). */
export const NEWSLETTER_SUBSCRIBERS_ROUTE = '/api/newsletter/subscribers'
export const NEWSLETTER_SUBSCRIBERS_EXPORT_ROUTE = '/api/newsletter/subscribers/export'
export const NEWSLETTER_GROWTH_ROUTE = '/api/newsletter/subscribers/growth'
export const NEWSLETTER_SUBSCRIBERS_CSV = 'newsletter-subscribers.csv'
export type SubscriberCounts = { confirmed: number; pending: number }

export const SUBSCRIBERS_PAGE_SIZE = 50
export const SUBSCRIBER_SEARCH_MAX_LENGTH = 100
/** Weeks of growth the dashboard shows, and source pages listed (the rest summed as others). */
export const GROWTH_WEEKS = 12
export const GROWTH_SOURCES = 10

/** GET /api/newsletter/subscribers?page=&q=&status= (and the export, without page). */
export const subscriberListSchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number)
    .default(1),
  q: z
    .string()
    .trim()
    .max(SUBSCRIBER_SEARCH_MAX_LENGTH)
    .transform((value) => value || undefined)
    .optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
})
export type SubscriberListQuery = z.output<typeof subscriberListSchema>

/** A subscriber as the dashboard lists them, with the leads and meetings of their mailbox since they subscribed. */
export type SubscriberRow = {
  id: number | string
  email: string
  status: SubscriberStatus
  subscribedAt: string
  confirmedAt: string | null
  sourcePage: string | null
  leadsSince: number
  meetingsSince: number
}
export type SubscriberPage = SubscriberCounts & {
  docs: SubscriberRow[]
  totalDocs: number
  page: number
  totalPages: number
}

/** New subscribers per week (Monday, UTC) and where all of them subscribed. */
export type SubscriberGrowth = {
  weeks: { week: string; subscribed: number }[]
  sources: { sourcePage: string | null; subscribers: number }[]
}

/** POST /api/newsletter/test-send: "Send a test to me" from the CMS. */
export const NEWSLETTER_TEST_BODY_BYTES = 1024
export const newsletterTestSchema = z.strictObject({
  postId: z.union([z.string().regex(/^[A-Za-z0-9]{1,40}$/), z.number().int().positive()]),
  format: z.enum(['summary', 'full']).default('summary'),
})
