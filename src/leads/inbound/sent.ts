import type { Payload, PayloadRequest } from 'payload'

import type { SentMessageKind } from '@/contracts/inbound-email'
import { LEAD_KIND_TABLE, type LeadKind } from '@/contracts/lead-kinds'
import { normaliseEmail } from '@/contracts/personal-data'
import { EMAIL_KEY } from '@/leads/fields/email-key'
import { parseDocId } from '@/lib/ids'

import { messageIdOf } from '@/email/handoff'

/**
 * Keeps the Message-ID the product gave the message it sent under `key` (sendEmailOnce's key), so
 * an answer naming it threads to the lead. Called after the handoff, also when an earlier try
 * handed it over; a repeat is a no-op. A meeting's e-mails to the founder (invitation, move, cancel, reminder) are kept as 'invitation'.
 */
export async function recordSentMessage(
  payload: Payload,
  key: string,
  lead: { kind: LeadKind; id: number | string },
  kind: SentMessageKind,
  subject: string,
): Promise<void> {
  const messageId = messageIdOf(key)
  const id = parseDocId(String(lead.id), payload.db.defaultIDType)
  if (id === null) return
  const existing = await payload.count({
    collection: 'sent-messages',
    where: { messageId: { equals: messageId } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'sent-messages',
    data: { messageId, kind, [LEAD_KIND_TABLE[lead.kind].relationField]: id, subject: subject.slice(0, 300) },
    overrideAccess: true,
    depth: 0,
  })
}

/** The person's last answer (a reply, not an automatic one) stored before `before`, if any. */
export async function lastAnswerOf(payload: Payload, address: string, before?: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'inbound-emails',
    where: {
      and: [
        { [EMAIL_KEY]: { equals: normaliseEmail(address) } },
        { kind: { equals: 'reply' } },
        ...(before ? [{ createdAt: { less_than_equal: before } }] : []),
      ],
    },
    sort: '-receivedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The threading headers of a reply to that answer (RFC 5322: In-Reply-To its id, References its chain). */
export function threadHeaders(answer: { messageId?: string | null; references?: string | null } | null) {
  if (!answer?.messageId) return {}
  return { inReplyTo: answer.messageId, references: answer.references || answer.messageId }
}

/** A partner replied to the person: none of their answers is awaiting one any more. */
export async function markAnswered(payload: Payload, address: string, req: PayloadRequest): Promise<void> {
  await payload.update({
    collection: 'inbound-emails',
    where: { and: [{ [EMAIL_KEY]: { equals: normaliseEmail(address) } }, { awaitingAnswer: { equals: true } }] },
    data: { awaitingAnswer: false },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
