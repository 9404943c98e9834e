import type { Payload } from 'payload'

import { adminLeadUrl, type LeadKind } from '../lead'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

const LISTED_PER_KIND = 200

type OverdueFollowUp = { name: string; followUpOn: string; adminUrl: string }
/** One owner's overdue follow-ups, oldest first; `owner` is null for leads nobody owns. */
export type OwnerFollowUps = { owner: string | null; leads: OverdueFollowUp[] }

type Row = { owner?: string | null; followUpOn?: string | null; name: string; email: string; kind: LeadKind }

/** Live leads whose follow-up day is before `today` (site time zone), grouped by owner name, owners A–Z, nobody last. */
export async function overdueFollowUps(payload: Payload, today: string): Promise<OwnerFollowUps[]> {
  const where = { followUpOn: { less_than: today } }
  const [assessments, inquiries] = await Promise.all([
    payload.find({
      collection: 'assessments',
      where,
      sort: 'followUpOn',
      limit: LISTED_PER_KIND,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: LEAD_KIND_TABLE.inquiry.collection,
      where,
      sort: 'followUpOn',
      limit: LISTED_PER_KIND,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const rows: Row[] = [
    ...assessments.docs.map((doc) => ({
      ...doc,
      kind: 'assessment' as const,
      name: `${doc.businessName} (${doc.contactName})`,
      email: doc.contactEmail,
    })),
    ...inquiries.docs.map((doc) => ({ ...doc, kind: 'inquiry' as const, name: `${doc.firstName} ${doc.lastName}` })),
  ]
  const byOwner = new Map<string | null, OverdueFollowUp[]>()
  for (const row of rows.sort((a, b) => String(a.followUpOn).localeCompare(String(b.followUpOn)))) {
    const owner = row.owner?.trim() || null
    const list = byOwner.get(owner) ?? []
    list.push({ name: row.name, followUpOn: String(row.followUpOn), adminUrl: adminLeadUrl(row.kind, row.email) })
    byOwner.set(owner, list)
  }
  return [...byOwner]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([owner, leads]) => ({ owner, leads }))
}
