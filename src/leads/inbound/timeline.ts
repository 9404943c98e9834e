import type { Payload, TypedUser } from 'payload'

import type { InboundAttachment } from '@/contracts/inbound-email'
import type { Person, TimelineEntry } from '@/contracts/people'
import { EMAIL_KEY } from '@/leads/fields/email-key'
import type { InboundEmail } from '@/payload-types'

type Relation = number | string | { id: number | string } | null | undefined
const idOf = (relation: Relation) => (relation && typeof relation === 'object' ? relation.id : relation)

const SUMMARY = {
  reply: (doc: InboundEmail) => `E-mail from ${doc.fromAddress}: ${doc.subject || '(no subject)'}`,
  'auto-reply': (doc: InboundEmail) => `Automatic reply from ${doc.fromAddress}: ${doc.subject || '(no subject)'}`,
  bounce: (doc: InboundEmail) => `Bounced: mail to ${doc.bouncedAddress || 'this person'} could not be delivered`,
} as const

/** An `email-in` entry: who wrote, the subject, when, the new text only, attachment names and sizes. */
function inboundEntry(doc: InboundEmail): TimelineEntry {
  const assessment = idOf(doc.assessment)
  const inquiry = idOf(doc.contactInquiry)
  return {
    type: 'email-in',
    at: doc.receivedAt,
    lead:
      assessment !== null && assessment !== undefined
        ? { kind: 'assessment', id: assessment }
        : inquiry !== null && inquiry !== undefined
          ? { kind: 'inquiry', id: inquiry }
          : null,
    author: doc.fromName ? `${doc.fromName} <${doc.fromAddress}>` : doc.fromAddress,
    summary: SUMMARY[doc.kind](doc),
    subject: doc.subject ?? '',
    text: doc.text ?? '',
    kind: doc.kind,
    attachments: (Array.isArray(doc.attachments) ? doc.attachments : []) as InboundAttachment[],
  }
}

type InboundFacts = Pick<Person, 'awaitingAnswer' | 'bouncing' | 'lastAnswerSubject'> & { entries: TimelineEntry[] }

/** The person's inbound mail (newest first) as timeline entries, and what it says about them. */
export async function inboundOf(
  { payload, user }: { payload: Payload; user: TypedUser },
  key: string,
): Promise<InboundFacts> {
  const { docs } = await payload.find({
    collection: 'inbound-emails',
    where: { [EMAIL_KEY]: { equals: key } },
    sort: '-receivedAt',
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const lastReply = docs.find((doc) => doc.kind === 'reply')
  const lastBounce = docs.find((doc) => doc.kind === 'bounce')
  return {
    entries: docs.map(inboundEntry),
    awaitingAnswer: docs.some((doc) => doc.awaitingAnswer),
    bouncing: Boolean(lastBounce && (!lastReply || lastBounce.receivedAt > lastReply.receivedAt)),
    lastAnswerSubject: lastReply?.subject ?? null,
  }
}
