import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { type LeadKindSlug, type LeadNote, type LeadStatus, leadStatusOf } from '@/contracts/lead-inbox'
import { kindOfCollection, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { DocId } from '@/lib/ids'
import type { LeadNote as StoredNote } from '@/payload-types'

import { enqueue } from '@/jobs/enqueue'

import { leadEventJobs } from '../jobs'
import type { LeadRef } from '../lead'
import { assignmentJob } from '../owners/assignment'
import { authorOf } from './author'
import { inTransaction } from '../transaction'

/** The lead-notes field that points at a lead of each collection. */
const noteLeadField = (collection: LeadKindSlug) => LEAD_KIND_TABLE[kindOfCollection(collection)].relationField

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

export type TriagedLead = {
  id: DocId
  status?: LeadStatus | null
  owner?: string | null
  ownerUser?: number | string | { id: number | string } | null
  followUpOn?: string | null
}

export type TriageChange = { type: 'status' | 'owner' | 'followUp' | 'deal'; from: string | null; to: string | null }

const idOf = (relation: TriagedLead['ownerUser']) =>
  relation && typeof relation === 'object' ? relation.id : (relation ?? null)

/**
 * Records changes of a lead's triage in its history with their author, in `req`'s transaction:
 * the CRM hears each (lead.updated) and a new owner other than the author is e-mailed. The
 * person's moves (src/leads/pipeline/move.ts) and an admin's write through /cms-api both come here.
 */
export async function recordTriageChanges(
  req: PayloadRequest,
  kind: LeadKindSlug,
  leadId: DocId,
  changes: TriageChange[],
  author: string,
  newOwnerId?: number | string | null,
) {
  const entries: { id: number | string; type: string }[] = []
  for (const change of changes) {
    const entry = await req.payload.create({
      collection: 'lead-notes',
      data: { [noteLeadField(kind)]: leadId, ...change, text: '', author },
      req,
      // Composed here, not by the caller: the entries' access (the product's endpoints only) is this function's.
      overrideAccess: true,
      depth: 0,
    })
    entries.push({ id: entry.id, type: change.type })
  }
  if (entries.length) await enqueue(req, leadEventJobs(leadRef(kind, leadId), entries))
  if (newOwnerId !== undefined && newOwnerId !== null && req.user && String(newOwnerId) !== String(req.user.id))
    await enqueue(req, [assignmentJob(kind, leadId, newOwnerId, author)])
}

/** The triage changes between a lead as it was and as it is. */
export function triageChanges(before: TriagedLead, after: TriagedLead): TriageChange[] {
  const changes: TriageChange[] = []
  const [from, to] = [leadStatusOf(before), leadStatusOf(after)]
  if (from !== to) changes.push({ type: 'status', from, to })
  if (String(idOf(before.ownerUser) ?? '') !== String(idOf(after.ownerUser) ?? ''))
    changes.push({ type: 'owner', from: before.owner ?? null, to: after.owner ?? null })
  if ((before.followUpOn ?? null) !== (after.followUpOn ?? null))
    changes.push({ type: 'followUp', from: before.followUpOn ?? null, to: after.followUpOn ?? null })
  return changes
}

/** Appends a partner's note to a lead's history; the CRM hears it (lead.note), queued with it. */
export async function addNote({ payload, user }: Caller, kind: LeadKindSlug, leadId: DocId, text: string) {
  return inTransaction(payload, user, async (req) => {
    const doc = await payload.create({
      collection: 'lead-notes',
      data: { [noteLeadField(kind)]: leadId, type: 'note', text, author: authorOf(user) },
      req,
      user,
      overrideAccess: false,
      depth: 0,
    })
    await enqueue(req, leadEventJobs(leadRef(kind, leadId), [{ id: doc.id, type: 'note' }]))
    return noteOf(doc)
  })
}

const leadRef = (collection: LeadKindSlug, id: DocId): LeadRef => ({
  kind: kindOfCollection(collection),
  id: String(id),
})

/** A lead's history, oldest first. */
export async function listNotes({ payload, user }: Caller, kind: LeadKindSlug, leadId: DocId): Promise<LeadNote[]> {
  const { docs } = await payload.find({
    collection: 'lead-notes',
    where: { [noteLeadField(kind)]: { equals: leadId } },
    sort: ['createdAt', 'id'],
    pagination: false,
    user,
    overrideAccess: false,
    depth: 0,
  })
  return docs.map(noteOf)
}
