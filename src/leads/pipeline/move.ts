import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { LeadKindSlug } from '@/contracts/lead-inbox'
import type { LeadOwner } from '@/contracts/owners'
import type { Deal, DealInput, Stage } from '@/contracts/pipeline'
import { ApiError } from '@/http/http'
import type { DocId } from '@/lib/ids'
import { sharedState } from '@/shared-state'
import { LockBusyError, withLock } from '@/shared-state/lock'

import { authorOf } from '../inbox/author'
import { inTransaction } from '../transaction'
import { recordTriageChanges, type TriageChange } from '../inbox/triage'
import { syncFollowUpTask } from '../tasks/follow-up'
import {
  dealOf,
  ensurePersonRecord,
  type LeadPipelineFields,
  leadsOfKeyQuery,
  oldestFirst,
  type PersonRecord,
  syncLeads,
} from './person-record'

type Caller = { payload: Payload; user: TypedUser }

/** What a move changes: any of the stage, the owner (null clears), the follow-up day and the deal. */
export type PersonMove = {
  stage?: Stage
  owner?: LeadOwner | null
  followUpOn?: string | null
  deal?: DealInput
}

/** Another move of the person held them for longer than a request waits (15 s). */
const PERSON_BUSY = 'This person is being moved by another request. Try again.'

/** The lead whose history records the move: the one it was made on, else the person's newest. */
export type Anchor = { collection: LeadKindSlug; id: DocId }

const idOf = (relation: unknown): string =>
  String((relation && typeof relation === 'object' ? (relation as { id: unknown }).id : relation) ?? '')

const money = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`

/** A deal in one line for its history entry (at most 120 characters, as every change). */
const dealLine = (deal: Deal): string | null => {
  const parts = [
    deal.amount !== null ? money(deal.amount) : null,
    deal.round,
    deal.expectedClose ? `close ${deal.expectedClose}` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ').slice(0, 120) : null
}

/** The person's newest live lead: only its id and dates are read. */
async function newestLead(payload: Payload, key: string, req: PayloadRequest): Promise<Anchor | null> {
  const read = (collection: LeadKindSlug) =>
    payload.find({ collection, select: { createdAt: true, deletedAt: true }, ...leadsOfKeyQuery(key, req) })
  const [assessments, inquiries] = await Promise.all([read('assessments'), read('contact-inquiries')])
  const newest = [
    ...oldestFirst(assessments.docs).map((doc) => ({
      collection: 'assessments' as const,
      id: doc.id,
      at: doc.createdAt,
    })),
    ...oldestFirst(inquiries.docs).map((doc) => ({
      collection: 'contact-inquiries' as const,
      id: doc.id,
      at: doc.createdAt,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at))[0]
  return newest ? { collection: newest.collection, id: newest.id } : null
}

/**
 * Moves a person through the pipeline: moves of one person run one after the other on every
 * instance (a lock in the database: Payload's SQLite adapter opens no transactions, and a move
 * reads the record before it writes), so two partners moving one card at once both land, the
 * later one winning, both in the history, and neither loses the other's fields. Records each
 * actual change in the anchor lead's history with its author (the CRM hears it as lead.updated; a
 * new owner other than the author is e-mailed), and copies the state onto every lead of the
 * person. Null when no lead has the address.
 */
export async function movePerson(
  { payload, user }: Caller,
  key: string,
  move: PersonMove,
  anchor?: Anchor,
): Promise<PersonRecord | null> {
  const author = authorOf(user)
  try {
    return await withLock(sharedState(payload).locks, `person-move:${key}`, () =>
      inTransaction(payload, user, async (req) => {
        const person = await ensurePersonRecord(req, key)
        if (!person) return null
        const target = anchor ?? (await newestLead(payload, key, req))
        if (!target) return null
        const changes: TriageChange[] = []
        const data: Record<string, unknown> = {}
        const leadData: LeadPipelineFields = {}
        if (move.stage !== undefined && move.stage !== person.stage) {
          changes.push({ type: 'status', from: person.stage, to: move.stage })
          Object.assign(data, { stage: move.stage, stageSince: new Date().toISOString() })
          leadData.status = move.stage
        }
        const ownerChanged = move.owner !== undefined && String(move.owner?.id ?? '') !== idOf(person.ownerUser)
        if (ownerChanged) {
          changes.push({ type: 'owner', from: person.owner ?? null, to: move.owner?.name ?? null })
          Object.assign(data, { ownerUser: move.owner?.id ?? null, owner: move.owner?.name ?? null })
          Object.assign(leadData, { ownerUser: move.owner?.id ?? null, owner: move.owner?.name ?? null })
        }
        if (move.followUpOn !== undefined && move.followUpOn !== (person.followUpOn ?? null)) {
          changes.push({ type: 'followUp', from: person.followUpOn ?? null, to: move.followUpOn })
          data.followUpOn = move.followUpOn
          leadData.followUpOn = move.followUpOn
        }
        if (move.deal) {
          const before = dealOf(person)
          const after: Deal = { ...before }
          for (const field of ['amount', 'round', 'expectedClose', 'summary'] as const)
            if (move.deal[field] !== undefined) (after as Record<string, unknown>)[field] = move.deal[field]
          if (JSON.stringify(before) !== JSON.stringify(after)) {
            changes.push({ type: 'deal', from: dealLine(before), to: dealLine(after) })
            data.deal = after
          }
        }
        if (changes.length === 0) return person
        const updated = await payload.update({
          collection: 'people',
          id: person.id,
          data,
          req,
          overrideAccess: true,
          depth: 0,
        })
        await syncLeads(req, key, leadData)
        await recordTriageChanges(
          req,
          target.collection,
          target.id,
          changes,
          author,
          ownerChanged ? (move.owner?.id ?? null) : undefined,
        )
        if (leadData.followUpOn !== undefined || ownerChanged) await syncFollowUpTask(req, updated, author)
        return updated
      }),
    )
  } catch (error) {
    if (error instanceof LockBusyError) throw new ApiError(503, PERSON_BUSY, { 'retry-after': '1' })
    throw error
  }
}
