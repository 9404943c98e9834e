import { type Payload, type TaskConfig, type TypedUser } from 'payload'

import { replySubject } from '@/contracts/inbound-email'
import type { LeadKindSlug } from '@/contracts/lead-inbox'
import { kindOfCollection, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { type LeadReplyAnswer, REPLY_LIMITS } from '@/contracts/lead-replies'
import { enqueue } from '@/jobs/enqueue'
import { parseDocId } from '@/lib/ids'
import type { LeadReply } from '@/payload-types'

import { type Handoff, sendEmailOnce } from '@/email/handoff'
import { lastAnswerOf, markAnswered, recordSentMessage, threadHeaders } from '../inbound/sent'
import { LEADS_QUEUE } from '../jobs'
import { inTransaction } from '../transaction'

/** Tries of one reply: the first and 5 retries, 30 s doubling (about 15 minutes). */
const MAX_TRIES = 6

export const answerOf = (doc: LeadReply): LeadReplyAnswer => ({
  id: doc.id,
  to: doc.to,
  replyTo: doc.replyTo,
  subject: doc.subject,
  text: doc.text,
  author: doc.author,
  status: doc.status,
  createdAt: doc.createdAt,
})

type NewReply = { to: string; replyTo: string; subject: string; text: string; author: string }

/** Stores the reply and queues its e-mail in one transaction: both exist or neither. */
export async function queueReply(
  payload: Payload,
  user: TypedUser,
  lead: { kind: LeadKindSlug; id: number | string },
  reply: NewReply,
): Promise<LeadReply> {
  return inTransaction(payload, user, async (req) => {
    // A person who wrote back gets the reply in their conversation: "Re:" their last answer's subject.
    const answer = await lastAnswerOf(payload, reply.to, undefined, req)
    const doc = await payload.create({
      collection: 'lead-replies',
      data: {
        [LEAD_KIND_TABLE[kindOfCollection(lead.kind)].relationField]: lead.id,
        ...reply,
        subject: answer?.subject ? replySubject(answer.subject).slice(0, REPLY_LIMITS.subject) : reply.subject,
        status: 'pending',
        attempts: 0,
      },
      req,
      user,
      overrideAccess: false,
      depth: 0,
    })
    await markAnswered(payload, reply.to, req)
    await enqueue(req, [{ task: 'sendLeadReply', queue: LEADS_QUEUE, input: { replyId: String(doc.id) } }])
    return doc
  })
}

const relationId = (relation: number | string | { id: number | string }) =>
  typeof relation === 'object' ? relation.id : relation

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Sends one stored reply: plain text only (the partner's words are never HTML), from the firm's
 * sender, Reply-To the partner. Its row says sent, pending (retried) or failed after the last try.
 */
export const sendLeadReplyTask: TaskConfig<'sendLeadReply'> = {
  slug: 'sendLeadReply',
  label: 'Send a reply from the dashboard',
  inputSchema: [{ name: 'replyId', type: 'text', required: true }],
  retries: { attempts: MAX_TRIES - 1, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const id = parseDocId(input.replyId, payload.db.defaultIDType)
    const reply =
      id === null
        ? null
        : await payload.findByID({
            collection: 'lead-replies',
            id,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
    // Erased with its person, or already sent by an earlier try.
    if (!reply || reply.status === 'sent') return { output: {} }
    const attempts = reply.attempts + 1
    const update = (data: Partial<LeadReply>) =>
      payload.update({ collection: 'lead-replies', id: reply.id, data, overrideAccess: true, depth: 0 })
    let handoff: Handoff
    const key = `reply:${reply.id}`
    try {
      handoff = await sendEmailOnce(payload, key, {
        to: reply.to,
        replyTo: reply.replyTo,
        subject: reply.subject,
        text: reply.text,
        ...threadHeaders(await lastAnswerOf(payload, reply.to, reply.createdAt)),
      })
    } catch (error) {
      await update({ attempts, lastError: errorText(error), status: attempts >= MAX_TRIES ? 'failed' : 'pending' })
      throw error
    }
    const note =
      handoff.outcome === 'handed-before'
        ? `Handed to the mail server at ${handoff.at.toISOString()} by a try that did not finish: not sent again`
        : null
    const about = reply.assessment
      ? { kind: 'assessment' as const, id: relationId(reply.assessment) }
      : reply.contactInquiry
        ? { kind: 'inquiry' as const, id: relationId(reply.contactInquiry) }
        : null
    if (about) await recordSentMessage(payload, key, about, 'reply', reply.subject)
    await update({ attempts, lastError: note, status: 'sent', sentAt: new Date().toISOString() })
    return { output: {} }
  },
}
