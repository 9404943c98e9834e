import type { Payload, TypedUser } from 'payload'

import {
  type LeadKindSlug,
  type LeadNote,
  type LeadStatus,
  type LeadTriageData,
  leadStatusOf,
} from '@/contracts/lead-inbox'
import type { DocId } from '@/lib/ids'
import type { LeadNote as StoredNote } from '@/payload-types'

import { authorOf } from './author'
import { inTransaction } from './transaction'

/** The lead-notes field that points at a lead of each collection. */
const NOTE_LEAD_FIELD = { assessments: 'assessment', 'contact-inquiries': 'contactInquiry' } as const

type Caller = { payload: Payload; user: TypedUser }

const noteOf = (doc: StoredNote): LeadNote => ({
  id: doc.id,
  type: doc.type,
  text: doc.text ?? '',
  from: doc.from ?? null,
  to: doc.to ?? null,
  author: doc.author,
  createdAt: doc.createdAt,
})

/**
 * Changes a lead's status and/or owner and records each actual change in its history with the
 * author, all in one transaction. Answers the updated lead.
 */
export async function updateTriage(
  { payload, user }: Caller,
  kind: LeadKindSlug,
  lead: { id: DocId; status?: LeadStatus | null; owner?: string | null },
  data: LeadTriageData,
) {
  const author = authorOf(user)
  return inTransaction(payload, user, async (req) => {
    const changes: { type: 'status' | 'owner'; from: string | null; to: string | null }[] = []
    const status = leadStatusOf(lead)
    if (data.status !== undefined && data.status !== status)
      changes.push({ type: 'status', from: status, to: data.status })
    const owner = lead.owner ?? null
    if (data.owner !== undefined && data.owner !== owner) changes.push({ type: 'owner', from: owner, to: data.owner })
    const doc = await payload.update({
      collection: kind,
      id: lead.id,
      data: {
        ...(data.status !== undefined && { status: data.status }),
        ...(data.owner !== undefined && { owner: data.owner }),
      },
      req,
      user,
      overrideAccess: false,
      depth: 0,
    })
    for (const change of changes) {
      await payload.create({
        collection: 'lead-notes',
        data: { [NOTE_LEAD_FIELD[kind]]: lead.id, ...change, text: '', author },
        req,
        user,
        overrideAccess: false,
        depth: 0,
      })
    }
    return doc
  })
}

/** Appends a partner's note to a lead's history. */
export async function addNote({ payload, user }: Caller, kind: LeadKindSlug, leadId: DocId, text: string) {
  const doc = await payload.create({
    collection: 'lead-notes',
    data: { [NOTE_LEAD_FIELD[kind]]: leadId, type: 'note', text, author: authorOf(user) },
    user,
    overrideAccess: false,
    depth: 0,
  })
  return noteOf(doc)
}

/** A lead's history, oldest first. */
export async function listNotes({ payload, user }: Caller, kind: LeadKindSlug, leadId: DocId): Promise<LeadNote[]> {
  const { docs } = await payload.find({
    collection: 'lead-notes',
    where: { [NOTE_LEAD_FIELD[kind]]: { equals: leadId } },
    sort: ['createdAt', 'id'],
    pagination: false,
    user,
    overrideAccess: false,
    depth: 0,
  })
  return docs.map(noteOf)
}
