import type { Payload, TypedUser, Where } from 'payload'

import { LEAD_OUTCOMES, type LeadOutcome } from '@/contracts/lead-inbox'
import { type DocId, relationId } from '@/lib/ids'
import { mailboxKey } from '@/lib/mailbox'

type Caller = { payload: Payload; user: TypedUser }

/** A lead of the period: its kind and id, who sent it (the address as typed), when (ms) and its source. */
export type SourcedPeriodLead = {
  kind: 'assessment' | 'inquiry'
  id: DocId
  person?: string
  at?: number
  source: string
}

/** Values per `in` query, well under the databases' limits on bound values. */
const PER_QUERY = 500

const chunks = <T>(values: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / PER_QUERY) }, (_, index) =>
    values.slice(index * PER_QUERY, (index + 1) * PER_QUERY),
  )

const LEAD_COLLECTIONS = [
  { kind: 'assessment', collection: 'assessments', noteField: 'assessment', emailField: 'contactEmail' },
  { kind: 'inquiry', collection: 'contact-inquiries', noteField: 'contactInquiry', emailField: 'email' },
] as const

/** The outcome index a stage stands for; -1 for none (New, Contacted, Passed). */
const outcomeIndex = (stage: string | null | undefined) => (LEAD_OUTCOMES as readonly unknown[]).indexOf(stage)

/**
 * Every lead of the founders (by mailbox, which leads keep to themselves: it is derived again from
 * the address), of both kinds; `where` narrows them.
 */
async function leadsOfMailboxes({ payload, user }: Caller, keys: readonly string[], where: Where | null = null) {
  const found: { kind: 'assessment' | 'inquiry'; id: DocId; mailbox: string }[] = []
  for (const { kind, collection, emailField } of LEAD_COLLECTIONS)
    for (const part of chunks(keys)) {
      const { docs } = await payload.find({
        collection,
        where: { and: [{ mailbox: { in: part } }, ...(where ? [where] : [])] },
        select: { [emailField]: true },
        pagination: false,
        depth: 0,
        user,
        overrideAccess: false,
      })
      for (const doc of docs) {
        const address = 'contactEmail' in doc ? doc.contactEmail : 'email' in doc ? doc.email : null
        if (typeof address === 'string') found.push({ kind, id: doc.id, mailbox: mailboxKey(address) })
      }
    }
  return found
}

/**
 * Outcomes by source from the pipeline's stage history: each founder (one mailbox) whose first lead
 * is among `leads` (none of theirs before `since`) counts once, under that first lead's source, in
 * every outcome their stage history reached (a status move on any of their leads, or their stage
 * now), however many leads they sent.
 */
export async function outcomesBySource(
  caller: Caller,
  leads: readonly SourcedPeriodLead[],
  since: string | null,
): Promise<Map<string, Record<LeadOutcome, number>>> {
  const first = new Map<string, SourcedPeriodLead>()
  for (const lead of [...leads].sort((a, b) => (a.at ?? 0) - (b.at ?? 0))) {
    if (!lead.person) continue
    const key = mailboxKey(lead.person)
    if (!first.has(key)) first.set(key, lead)
  }
  if (since) {
    const earlier = await leadsOfMailboxes(caller, [...first.keys()], { createdAt: { less_than: since } })
    for (const lead of earlier) first.delete(lead.mailbox)
  }
  const keys = [...first.keys()]
  const furthest = new Map<string, number>(keys.map((key) => [key, -1]))
  const reach = (key: string, stage: string | null | undefined) =>
    furthest.set(key, Math.max(furthest.get(key) ?? -1, outcomeIndex(stage)))
  for (const part of chunks(keys)) {
    const { docs } = await caller.payload.find({
      collection: 'people',
      where: { emailKey: { in: part } },
      select: { emailKey: true, stage: true },
      pagination: false,
      depth: 0,
      user: caller.user,
      overrideAccess: false,
    })
    for (const person of docs) reach(person.emailKey, person.stage)
  }
  const theirLeads = await leadsOfMailboxes(caller, keys)
  for (const { kind, noteField } of LEAD_COLLECTIONS) {
    const mailboxOf = new Map(
      theirLeads.filter((lead) => lead.kind === kind).map((lead) => [String(lead.id), lead.mailbox]),
    )
    for (const part of chunks([...mailboxOf.keys()])) {
      const { docs } = await caller.payload.find({
        collection: 'lead-notes',
        where: {
          and: [{ [noteField]: { in: part } }, { type: { equals: 'status' } }, { to: { in: [...LEAD_OUTCOMES] } }],
        },
        select: { [noteField]: true, to: true },
        pagination: false,
        depth: 0,
        user: caller.user,
        overrideAccess: false,
      })
      for (const note of docs) {
        const lead = note[noteField]
        const key = lead ? mailboxOf.get(String(relationId(lead))) : undefined
        if (key) reach(key, note.to)
      }
    }
  }
  const bySource = new Map<string, Record<LeadOutcome, number>>()
  for (const [key, lead] of first) {
    const row = bySource.get(lead.source) ?? { qualified: 0, in_diligence: 0, invested: 0 }
    LEAD_OUTCOMES.forEach((outcome, index) => {
      if (index <= (furthest.get(key) ?? -1)) row[outcome] += 1
    })
    bySource.set(lead.source, row)
  }
  return bySource
}
