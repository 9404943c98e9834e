import { type Payload, ValidationError } from 'payload'

import type { InboundEmailAnswer } from '@/contracts/inbound-email'
import { LEAD_KIND_TABLE, LEAD_KINDS, type LeadKind } from '@/contracts/lead-kinds'
import { normaliseEmail } from '@/contracts/personal-data'
import { EMAIL_KEY } from '@/leads/fields/email-key'
import { enqueue } from '@/jobs/enqueue'
import { domainSpellings, mailboxKey } from '@/lib/mailbox'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { LEADS_QUEUE } from '../jobs'
import { type InboundMessage, parseInbound } from './parse'
import { inTransaction } from '../transaction'

type FoundLead = { kind: LeadKind; id: number | string; email: string; createdAt: string }

const leadAddress = (kind: LeadKind, doc: Assessment | ContactInquiry) =>
  kind === 'assessment' ? (doc as Assessment).contactEmail : (doc as ContactInquiry).email

/** The lead a message the product sent was about (not trashed), by the Message-IDs an answer names. */
async function threadLead(payload: Payload, ids: string[]): Promise<FoundLead | null> {
  if (ids.length === 0) return null
  const { docs } = await payload.find({
    collection: 'sent-messages',
    where: { messageId: { in: ids } },
    sort: '-createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  for (const sent of docs) {
    for (const kind of LEAD_KINDS) {
      const relation = sent[LEAD_KIND_TABLE[kind].relationField as 'assessment' | 'contactInquiry']
      if (relation === null || relation === undefined) continue
      const id = typeof relation === 'object' ? relation.id : relation
      const doc = await payload.findByID({
        collection: LEAD_KIND_TABLE[kind].collection,
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (doc) return { kind, id: doc.id, email: leadAddress(kind, doc), createdAt: doc.createdAt }
    }
  }
  return null
}

/** Where a domain's addresses are many, the mailbox-key fallback looks at no more than this many. */
const DOMAIN_SCAN = 2000

/**
 * The person's newest lead for an address: its exact spelling first, else the same mailbox
 * however spelled (`a.b+x@gmail.com` is `ab@gmail.com`) among the leads at that domain.
 */
async function personLead(payload: Payload, address: string): Promise<FoundLead | null> {
  const exact = normaliseEmail(address)
  const wanted = mailboxKey(address)
  const domains = domainSpellings(exact.slice(exact.lastIndexOf('@') + 1))
  const found: FoundLead[] = []
  for (const kind of LEAD_KINDS) {
    const common = { depth: 0, overrideAccess: true, sort: '-createdAt' } as const
    const collection = LEAD_KIND_TABLE[kind].collection
    const { docs } = await payload.find({ collection, where: { [EMAIL_KEY]: { equals: exact } }, limit: 1, ...common })
    const match =
      docs[0] ??
      (
        await payload.find({
          collection,
          where: { or: domains.map((domain) => ({ [EMAIL_KEY]: { like: `%@${domain}` } })) },
          limit: DOMAIN_SCAN,
          pagination: false,
          ...common,
        })
      ).docs.find((doc) => mailboxKey(leadAddress(kind, doc)) === wanted)
    if (match) found.push({ kind, id: match.id, email: leadAddress(kind, match), createdAt: match.createdAt })
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null
}

/** The lead a message joins: what it answers, else (a bounce) the failed address, else its sender. */
async function leadFor(
  payload: Payload,
  message: InboundMessage,
): Promise<{ lead: FoundLead; matchedBy: 'thread' | 'sender' } | null> {
  const threaded = await threadLead(payload, message.answers)
  if (threaded) return { lead: threaded, matchedBy: 'thread' }
  const address = message.kind === 'bounce' ? message.bouncedAddress : message.fromAddress
  const known = address ? await personLead(payload, address) : null
  return known ? { lead: known, matchedBy: 'sender' } : null
}

const dedupeKeyOf = (message: InboundMessage) => message.messageId ?? `sha256:${message.contentHash}`

async function alreadyStored(payload: Payload, message: InboundMessage): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'inbound-emails',
    where: {
      or: [{ dedupeKey: { equals: dedupeKeyOf(message) } }, { contentHash: { equals: message.contentHash } }],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Takes one raw message (route or mailbox): parsed, matched to a person, stored once with its
 * owner's e-mail queued in the same transaction. A message from a stranger about nothing the
 * product sent is not stored. Throws MalformedMessage for what is no message.
 */
export async function ingestMessage(
  payload: Payload,
  raw: Buffer,
  source: 'route' | 'imap',
): Promise<InboundEmailAnswer> {
  const message = await parseInbound(raw)
  if (await alreadyStored(payload, message)) return { outcome: 'duplicate', kind: message.kind }
  const match = await leadFor(payload, message)
  if (!match) return { outcome: 'unmatched', kind: message.kind }
  const { lead, matchedBy } = match
  try {
    await inTransaction(payload, null, async (req) => {
      const doc = await payload.create({
        collection: 'inbound-emails',
        data: {
          dedupeKey: dedupeKeyOf(message),
          contentHash: message.contentHash,
          messageId: message.messageId,
          [LEAD_KIND_TABLE[lead.kind].relationField]: lead.id,
          [EMAIL_KEY]: normaliseEmail(lead.email),
          kind: message.kind,
          matchedBy,
          source,
          fromAddress: message.fromAddress,
          fromName: message.fromName,
          subject: message.subject,
          // When it arrived: the sender's Date header may be wrong, and the timeline's order is ours.
          receivedAt: new Date().toISOString(),
          text: message.text,
          attachments: message.attachments,
          attachmentCount: message.attachmentCount,
          // Automatic answers and bounces wait for no one and tell no one.
          awaitingAnswer: message.kind === 'reply',
          bouncedAddress: message.bouncedAddress,
          references: message.references,
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      if (message.kind === 'reply')
        await enqueue(req, [{ task: 'notifyInboundEmail', queue: LEADS_QUEUE, input: { inboundId: String(doc.id) } }])
    })
  } catch (error) {
    // Another instance stored the same message first (the unique key).
    if (error instanceof ValidationError && (await alreadyStored(payload, message)))
      return { outcome: 'duplicate', kind: message.kind }
    throw error
  }
  return { outcome: 'stored', kind: message.kind }
}
