import type { Payload, TypedUser, Where } from 'payload'

import { INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import { leadStatusOf } from '@/contracts/lead-inbox'
import type { Person, PersonLead, PersonLeadKind, TimelineEntry } from '@/contracts/people'
import { normaliseEmail } from '@/contracts/personal-data'
import { MAILBOX } from '@/leads/fields/email-key'
import { mailboxKey } from '@/lib/mailbox'
import type { DocId } from '@/lib/ids'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { heldLeadsOf } from '../held/held'
import { meetingEntries } from '../meetings/timeline'
import { inboundOf } from '../inbound/timeline'
import { auditEmailHash } from '../personal-data'
import { BY_MAILBOX, oldestFirst } from '../pipeline/person-record'
import { aiEntry, auditEntry, deliveryEntry, noteEntry, replyEntry, submittedEntry } from './timeline'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

type Caller = { payload: Payload; user: TypedUser }

/** The relationship field of each kind of lead on the records about it. */
const LEAD_FIELD = { assessment: 'assessment', inquiry: 'contactInquiry' } as const

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt)

const assessmentLead = (doc: Assessment): PersonLead => ({
  kind: 'assessment',
  id: doc.id,
  createdAt: doc.createdAt,
  name: doc.contactName,
  title: doc.businessName,
  status: leadStatusOf(doc),
  owner: doc.owner ?? null,
})

const inquiryLead = (doc: ContactInquiry): PersonLead => ({
  kind: 'inquiry',
  id: doc.id,
  createdAt: doc.createdAt,
  name: `${doc.firstName} ${doc.lastName}`,
  title: INQUIRY_TYPE_ADMIN_LABELS[doc.inquiryType] ?? doc.inquiryType,
  status: leadStatusOf(doc),
  owner: doc.owner ?? null,
})

/** The person's leads in the lists (trashed ones are not), by their mailbox (any spelling of it). */
async function leadsOf({ payload, user }: Caller, address: string) {
  const where: Where = { [MAILBOX]: { equals: mailboxKey(address) } }
  const common = { where, user, overrideAccess: false, pagination: false, depth: 0, ...BY_MAILBOX } as const
  const [assessments, inquiries] = await Promise.all([
    payload.find({ collection: 'assessments', ...common }),
    payload.find({ collection: LEAD_KIND_TABLE.inquiry.collection, ...common }),
  ])
  return { assessments: oldestFirst(assessments.docs).reverse(), inquiries: oldestFirst(inquiries.docs).reverse() }
}

/** Records of `collection` pointing at any of the person's leads. */
async function about<S extends 'lead-notes' | 'lead-deliveries' | 'lead-replies'>(
  { payload, user }: Caller,
  collection: S,
  ids: Record<PersonLeadKind, DocId[]>,
) {
  const or: Where[] = (['assessment', 'inquiry'] as const)
    .filter((kind) => ids[kind].length > 0)
    .map((kind) => ({ [LEAD_FIELD[kind]]: { in: ids[kind] } }))
  if (or.length === 0) return []
  const { docs } = await payload.find({
    collection,
    where: { or },
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  return docs
}

async function aiResults({ payload, user }: Caller, ids: Record<PersonLeadKind, DocId[]>) {
  const common = { user, overrideAccess: false, pagination: false, depth: 0 } as const
  const [predictions, analyses] = await Promise.all([
    ids.assessment.length
      ? payload.find({ collection: 'ai-predictions', where: { assessment: { in: ids.assessment } }, ...common })
      : null,
    ids.inquiry.length
      ? payload.find({ collection: 'message-analyses', where: { contactInquiry: { in: ids.inquiry } }, ...common })
      : null,
  ])
  return [
    ...(predictions?.docs ?? []).map((doc) => aiEntry({ kind: 'prediction', doc })),
    ...(analyses?.docs ?? []).map((doc) => aiEntry({ kind: 'analysis', doc })),
  ]
}

/** Exports of the person's data (the audit log names them by their address's hash). */
async function exports({ payload, user }: Caller, email: string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { emailHash: { equals: auditEmailHash(payload.secret, email) } },
        { action: { equals: 'personal-data-export' } },
      ],
    },
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  return docs.map(auditEntry)
}

/**
 * Everyone who used this mailbox (any spelling of it): their assessments and inquiries, newest
 * first, and one timeline of every lead's submission, AI result, changes, notes, replies, e-mails
 * and CRM deliveries, newest first, and their held submissions (held ones, meetings and inbound
 * mail by the address as spelled). Null when the address has none of either.
 */
export async function findPerson(caller: Caller, email: string): Promise<Person | null> {
  const key = normaliseEmail(email)
  const [{ assessments, inquiries }, held] = await Promise.all([leadsOf(caller, key), heldLeadsOf(caller, key)])
  if (assessments.length === 0 && inquiries.length === 0 && held.length === 0) return null
  const ids = { assessment: assessments.map((doc) => doc.id), inquiry: inquiries.map((doc) => doc.id) }
  const [notes, deliveries, replies, ai, exported, meetings, inbound] = await Promise.all([
    about(caller, 'lead-notes', ids),
    about(caller, 'lead-deliveries', ids),
    about(caller, 'lead-replies', ids),
    aiResults(caller, ids),
    caller.user.role === 'admin' ? exports(caller, key) : [],
    meetingEntries(caller, key),
    inboundOf(caller, key),
  ])
  const timeline: TimelineEntry[] = [
    ...assessments.map((doc) => submittedEntry({ kind: 'assessment', doc })),
    ...inquiries.map((doc) => submittedEntry({ kind: 'inquiry', doc })),
    ...ai,
    ...notes.map(noteEntry),
    ...replies.map(replyEntry),
    ...deliveries.map(deliveryEntry),
    ...exported,
    ...meetings,
    ...inbound.entries,
  ].sort((a, b) => b.at.localeCompare(a.at))
  return {
    email: key,
    assessments: assessments.map(assessmentLead).sort(byNewest),
    inquiries: inquiries.map(inquiryLead).sort(byNewest),
    held: held.map((lead) => ({ ...lead, held: true as const })),
    timeline,
    awaitingAnswer: inbound.awaitingAnswer,
    bouncing: inbound.bouncing,
    lastAnswerSubject: inbound.lastAnswerSubject,
  }
}
