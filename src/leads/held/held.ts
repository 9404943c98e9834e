import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { type Payload, type PayloadRequest, type TypedUser } from 'payload'

import {
  HELD_ALREADY_RELEASED,
  HELD_NOT_FOUND,
  type HeldKind,
  type HeldLead,
  type HeldLeadList,
  type HeldReason,
  type HeldRelease,
} from '@/contracts/held-leads'
import { normaliseEmail } from '@/contracts/personal-data'
import { durableConnection } from '@/config/durable-sqlite'
import { EMAIL_KEY } from '@/leads/fields/email-key'
import type { DocId } from '@/lib/ids'
import type { HeldLead as HeldLeadDoc } from '@/payload-types'

import { resultsEmailConsent } from '../consent'
import { heldLeadSettings } from './settings'
import { inTransaction } from '../transaction'

type Caller = { payload: Payload; user: TypedUser }

/** A refusal the endpoint answers with its status and text. */
export class HeldLeadError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

/** A submission that failed a spam check: the lead's data as checked, and what the list shows. */
export type HeldSubmission = {
  kind: HeldKind
  reason: HeldReason
  name: string
  email: string
  text: string
  data: Record<string, unknown>
}

const COLLECTION = 'held-leads'
const DAY_MS = 24 * 60 * 60 * 1000

/** Stores a held submission, then keeps at most HELD_LEADS_MAX of them (the oldest go first). */
export async function holdSubmission(payload: Payload, submission: HeldSubmission): Promise<void> {
  await payload.create({ collection: COLLECTION, data: submission, overrideAccess: true, depth: 0 })
  await trimHeldLeads(payload, heldLeadSettings().max)
}

/** Deletes all but the newest `max` held submissions; answers how many went. */
async function trimHeldLeads(payload: Payload, max: number): Promise<number> {
  const { totalDocs } = await payload.count({ collection: COLLECTION, overrideAccess: true })
  if (totalDocs <= max) return 0
  // The newest row beyond the limit: it and everything older go (a tie on its time may take one more).
  const { docs } = await payload.find({
    collection: COLLECTION,
    sort: '-createdAt',
    limit: 1,
    page: max + 1,
    select: { createdAt: true },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  await payload.db.deleteMany({ collection: COLLECTION, where: { createdAt: { less_than_equal: docs[0].createdAt } } })
  return totalDocs - max
}

/** The scheduled purge: held submissions older than HELD_LEADS_DAYS, then any beyond HELD_LEADS_MAX. */
export async function purgeHeldLeads(payload: Payload, now = Date.now()): Promise<void> {
  const { days, max } = heldLeadSettings()
  const cutoff = new Date(now - days * DAY_MS).toISOString()
  await payload.db.deleteMany({ collection: COLLECTION, where: { createdAt: { less_than: cutoff } } })
  await trimHeldLeads(payload, max)
}

const heldLead = (doc: HeldLeadDoc): HeldLead => ({
  id: doc.id,
  kind: doc.kind,
  reason: doc.reason,
  createdAt: doc.createdAt,
  name: doc.name,
  email: doc.email,
  text: doc.text,
})

const LIST_FIELDS = { kind: true, reason: true, name: true, email: true, text: true, createdAt: true } as const

/** The held submissions not yet released, newest first. */
export async function listHeldLeads(
  { payload, user }: Caller,
  { page, limit }: { page: number; limit: number },
): Promise<HeldLeadList> {
  const result = await payload.find({
    collection: COLLECTION,
    where: { releasedAt: { exists: false } },
    sort: '-createdAt',
    page,
    limit,
    select: LIST_FIELDS,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return {
    docs: result.docs.map((doc) => heldLead(doc as HeldLeadDoc)),
    totalDocs: result.totalDocs,
    page: result.page ?? page,
    totalPages: Math.max(1, result.totalPages),
  }
}

/** A person's held submissions not yet released, newest first (GET /api/people marks them held). */
export async function heldLeadsOf({ payload, user }: Caller, email: string): Promise<HeldLead[]> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ [EMAIL_KEY]: { equals: normaliseEmail(email) } }, { releasedAt: { exists: false } }] },
    sort: '-createdAt',
    select: LIST_FIELDS,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs.map((doc) => heldLead(doc as HeldLeadDoc))
}

async function findHeld({ payload, user }: Caller, id: DocId): Promise<HeldLeadDoc> {
  const doc = await payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!doc) throw new HeldLeadError(404, HELD_NOT_FOUND)
  return doc
}

/**
 * Claims a held submission for one release (releasedAt set where it was unset); false when another
 * release, on any instance, took it first. On SQLite, whose Payload adapter opens no transactions,
 * the claim is one UPDATE on the durable connection, so two instances cannot both win it.
 */
async function claimRelease(payload: Payload, id: DocId, req: PayloadRequest): Promise<boolean> {
  const at = new Date().toISOString()
  if (payload.db.name === 'sqlite') {
    const { rowsAffected } = await durableConnection(payload).execute({
      sql: 'UPDATE held_leads SET released_at = ? WHERE id = ? AND released_at IS NULL',
      args: [at, id],
    })
    return rowsAffected === 1
  }
  const claimed = await payload.db.updateMany({
    collection: COLLECTION,
    where: { and: [{ id: { equals: id } }, { releasedAt: { exists: false } }] },
    data: { releasedAt: at },
    req,
  })
  return Boolean(claimed?.length)
}

/**
 * Releases a held submission into the inbox: the lead is stored as a visitor's would have been, so
 * its normal delivery follows (AI, notification, CRM; no results e-mail, the founder saw no
 * results page). A second release answers 409; a lead that fails to store gives the claim back.
 */
export async function releaseHeldLead(caller: Caller, id: DocId): Promise<HeldRelease> {
  const { payload } = caller
  const held = await findHeld(caller, id)
  if (held.releasedAt) throw new HeldLeadError(409, HELD_ALREADY_RELEASED)
  return inTransaction(payload, caller.user, async (req) => {
    if (!(await claimRelease(payload, held.id, req))) throw new HeldLeadError(409, HELD_ALREADY_RELEASED)
    const data = {
      ...(held.data as Record<string, unknown>),
      ...(held.kind === 'assessment' ? resultsEmailConsent(false) : {}),
    }
    try {
      const lead = await payload.create({
        collection: LEAD_KIND_TABLE[held.kind].collection,
        data: data as never,
        overrideAccess: true,
        depth: 0,
        req,
      })
      await payload.db.updateOne({
        collection: COLLECTION,
        id: held.id,
        data: { releasedLead: `${held.kind}:${lead.id}` },
        req,
      })
      return { success: true, lead: { kind: held.kind, id: lead.id } }
    } catch (error) {
      await payload.db.updateOne({ collection: COLLECTION, id: held.id, data: { releasedAt: null }, req })
      throw error
    }
  })
}

/** Deletes a held submission for good. */
export async function deleteHeldLead(caller: Caller, id: DocId): Promise<void> {
  const held = await findHeld(caller, id)
  await caller.payload.delete({ collection: COLLECTION, id: held.id, user: caller.user, overrideAccess: false })
}
