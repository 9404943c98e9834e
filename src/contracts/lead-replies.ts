/**
 * Replies from the dashboard: POST /api/assessments/{id}/reply and /api/contact/{id}/reply send
 * the lead an e-mail (plain text) from the firm's sender, Reply-To the partner, and record it in
 * the person's timeline. Templates are the CMS's "Reply templates". docs/api.md ("Replies").
 */
import { z } from './zod'

import { JSON_BODY_BYTES } from './fields'

export const REPLY_LIMITS = { subject: 200, text: 10_000 } as const
export const REPLY_BODY_BYTES = JSON_BODY_BYTES

/** Replies per signed-in user (or per key) in an hour: a stolen key cannot make the site a mailer. */
export const REPLIES_PER_HOUR = 60

/** Replies to one mailbox (however its address is spelled) in a day, from everyone together. */
export const REPLIES_PER_MAILBOX_PER_DAY = 10

/** The reply, plain text: what the partner typed is never read as HTML; the subject is one line. */
export const leadReplySchema = z.strictObject({
  subject: z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(REPLY_LIMITS.subject)),
  text: z.string().trim().min(1).max(REPLY_LIMITS.text),
})
export type LeadReplyInput = z.input<typeof leadReplySchema>

export const REPLY_STATUSES = ['pending', 'sent', 'failed'] as const
export type ReplyStatus = (typeof REPLY_STATUSES)[number]

/** The answer of a reply (202: queued; the e-mail leaves with the jobs queue). */
export type LeadReplyAnswer = {
  id: number | string
  to: string
  replyTo: string
  subject: string
  text: string
  author: string
  status: ReplyStatus
  createdAt: string
}

/** A starting text for a reply; `{name}` is the lead's first name, `{firm}` the firm's. */
export type ReplyTemplate = { name: string; subject: string; text: string }

export const REPLY_TEMPLATE_LIMITS = { name: 80, subject: REPLY_LIMITS.subject, text: REPLY_LIMITS.text } as const

export const DEFAULT_REPLY_TEMPLATES: ReplyTemplate[] = [
  {
    name: 'Thanks — let’s talk',
    subject: 'Thanks for reaching out to {firm}',
    text: 'Hi {name},\n\nThank you for getting in touch. We would like to learn more about your business. Could you suggest two or three times for a 30-minute call next week?\n\nBest regards',
  },
  {
    name: 'Not a fit today',
    subject: 'Your note to {firm}',
    text: 'Hi {name},\n\nThank you for thinking of us. After a careful look, your business is not a fit for our current fund, but we would be glad to hear from you again as it grows.\n\nBest regards',
  },
]

export const REPLY_TEMPLATES_ROUTE = '/api/reply-templates'
/** GET /api/reply-templates: the firm's name (for `{firm}`) and the templates in the CMS's order. */
export type ReplyTemplatesAnswer = { firmName: string; templates: ReplyTemplate[] }
export const replyRoute = (base: '/api/assessments' | '/api/contact', id: number | string) => `${base}/${id}/reply`

/** The template's text for one lead: placeholders filled, nothing else interpreted. */
export const fillTemplate = (value: string, values: { name: string; firm: string }) =>
  value.replace(/\{name\}/g, values.name).replace(/\{firm\}/g, values.firm)
