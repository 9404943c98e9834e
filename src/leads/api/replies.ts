import type { TypedUser } from 'payload'

import { isApiKeyAdmin } from '@/auth/admin-user'
import type { AssessmentLead, InquiryLead } from '@/contracts/lead-inbox'
import {
  DEFAULT_REPLY_TEMPLATES,
  leadReplySchema,
  REPLIES_PER_HOUR,
  REPLIES_PER_MAILBOX_PER_DAY,
  REPLY_BODY_BYTES,
  type ReplyTemplate,
  type ReplyTemplatesAnswer,
} from '@/contracts/lead-replies'
import { firmContact } from '@/leads/firm-contact'
import { authorOf } from '@/leads/inbox/author'
import { mailboxCounter } from '@/lib/mailbox'
import { answerOf, queueReply } from '@/leads/replies/send'
import { rateLimiter } from '@/shared-state/rate-limiter'

import { requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { type Admin, findLead, type LeadTarget } from './one-lead'

const REPLY_RULE = { name: 'lead-replies', limit: REPLIES_PER_HOUR, windowMs: 60 * 60 * 1000 }
const MAILBOX_RULE = { name: 'lead-replies:mailbox', limit: REPLIES_PER_MAILBOX_PER_DAY, windowMs: 24 * 60 * 60 * 1000 }

/** Whom the rate limit counts: the CMS user, or the shared key as one sender. */
const senderKey = (user: TypedUser) => (isApiKeyAdmin(user) ? 'api-key' : `user-${String(user.id)}`)

const addressOf = (kind: LeadTarget['collection'], lead: AssessmentLead | InquiryLead) =>
  kind === 'assessments' ? (lead as AssessmentLead).contactEmail : (lead as InquiryLead).email

/**
 * POST {base}/{id}/reply (admin): {subject, text} e-mailed to the lead by the jobs queue, from the
 * firm's sender with Reply-To the partner (the firm's contact address for the key); 202 with the
 * stored reply, which the person's timeline lists.
 */
export async function replyToLead(
  request: Request,
  admin: Admin,
  rawId: string,
  target: LeadTarget,
): Promise<Response> {
  const lead = await findLead(admin, target, rawId)
  const { subject, text } = leadReplySchema.parse(await readJson(request, REPLY_BODY_BYTES))
  const limiter = rateLimiter(admin.payload)
  const decision = await limiter.consume(REPLY_RULE, senderKey(admin.user))
  if (!decision.allowed) {
    throw new ApiError(429, `Too many replies: at most ${REPLIES_PER_HOUR} an hour`, {
      'retry-after': String(decision.retryAfterSeconds),
    })
  }
  const to = addressOf(target.collection, lead)
  const recipient = await limiter.consume(MAILBOX_RULE, mailboxCounter(admin.payload.secret, 'lead-replies', to))
  if (!recipient.allowed) {
    throw new ApiError(429, `Too many replies to this address: at most ${REPLIES_PER_MAILBOX_PER_DAY} a day`, {
      'retry-after': String(recipient.retryAfterSeconds),
    })
  }
  const replyTo = isApiKeyAdmin(admin.user) ? (await firmContact(admin.payload)).contactEmail : String(admin.user.email)
  const doc = await queueReply(
    admin.payload,
    admin.user,
    { kind: target.collection, id: lead.id },
    {
      to,
      replyTo,
      subject,
      text,
      author: authorOf(admin.user),
    },
  )
  return jsonResponse(answerOf(doc), 202)
}

/** GET /api/reply-templates (admin): the CMS's starting texts, or the built-in two before any is saved. */
export async function listReplyTemplates(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireLeadWorker(request, payload)
  const stored = await payload.findGlobal({ slug: 'reply-templates', user, overrideAccess: false, depth: 0 })
  const templates: ReplyTemplate[] = (stored.templates ?? []).map(({ name, subject, text }) => ({
    name,
    subject,
    text,
  }))
  const { firmName } = await firmContact(payload)
  const answer: ReplyTemplatesAnswer = { firmName, templates: stored.templates ? templates : DEFAULT_REPLY_TEMPLATES }
  return jsonResponse(answer)
}
