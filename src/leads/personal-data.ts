import { createHash } from 'node:crypto'

import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { normaliseEmail, type RecordCounts } from '@/contracts/personal-data'
import { keyedEmailHash } from '@/leads/audit-email'
import { LEAD_KIND_TABLE, LEAD_KINDS } from '@/contracts/lead-kinds'

/** The leads that hold a person's e-mail address, and the field that holds it. */
const LEADS = [
  ...LEAD_KINDS.map((kind) => ({
    collection: LEAD_KIND_TABLE[kind].collection,
    emailField: LEAD_KIND_TABLE[kind].emailField,
  })),
  // Not a lead, but a person's address all the same: found, exported and erased with the leads.
  { collection: 'newsletter-subscribers', emailField: 'email' },
  // Submissions held as suspected spam: the person's data too, until released or purged.
  { collection: 'held-leads', emailField: 'email' },
] as const satisfies readonly { collection: CollectionSlug; emailField: string }[]

type LeadSlug = (typeof LEADS)[number]['collection']
type Doc = Record<string, unknown> & { id: number | string }

/** Records about a lead: every collection with a relationship field to it (AI results, deliveries, notes…). */
type Dependent = { collection: CollectionSlug; field: string; lead: LeadSlug }

/** How the audit log names a person (see keyedEmailHash); `serverKey` is Payload's secret. */
export const auditEmailHash = (serverKey: string, email: string) =>
  keyedEmailHash(serverKey, createHash('sha256').update(normaliseEmail(email)).digest('hex'))

/**
 * Found from the configuration rather than listed, so a collection added later that points at a
 * lead (e.g. notes) is exported and erased with it without touching this module.
 */
function dependentsOf(payload: Payload): Dependent[] {
  const leads = new Set<string>(LEADS.map((lead) => lead.collection))
  return payload.config.collections.flatMap((collection) =>
    collection.flattenedFields.flatMap((field) =>
      field.type === 'relationship' && typeof field.relationTo === 'string' && leads.has(field.relationTo)
        ? [{ collection: collection.slug as CollectionSlug, field: field.name, lead: field.relationTo as LeadSlug }]
        : [],
    ),
  )
}

export type PersonRecords = { email: string; byCollection: Map<CollectionSlug, Doc[]> }

const all = { overrideAccess: true, pagination: false, depth: 0, trash: true } as const

/**
 * Every record stored about the person with this address (any case), trashed ones included.
 * The query narrows by a case-insensitive match; the exact comparison happens here.
 */
export async function findPersonRecords(payload: Payload, email: string, req?: PayloadRequest): Promise<PersonRecords> {
  const wanted = normaliseEmail(email)
  const byCollection = new Map<CollectionSlug, Doc[]>()
  const leadIds = new Map<LeadSlug, (number | string)[]>()
  for (const { collection, emailField } of LEADS) {
    const where: Where = { [emailField]: { like: wanted } }
    const { docs } = await payload.find({ collection, where, req, ...all })
    const mine = (docs as unknown as Doc[]).filter((doc) => normaliseEmail(String(doc[emailField] ?? '')) === wanted)
    byCollection.set(collection, mine)
    leadIds.set(
      collection,
      mine.map((doc) => doc.id),
    )
  }
  for (const { collection, field, lead } of dependentsOf(payload)) {
    const ids = leadIds.get(lead) ?? []
    if (ids.length === 0) continue
    const { docs } = await payload.find({ collection, where: { [field]: { in: ids } }, req, ...all })
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), ...(docs as unknown as Doc[])])
  }
  return { email: wanted, byCollection }
}

export const countsOf = (records: PersonRecords): RecordCounts =>
  Object.fromEntries(
    [...records.byCollection].filter(([, docs]) => docs.length > 0).map(([slug, docs]) => [slug, docs.length]),
  )

export const totalOf = (counts: RecordCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0)

/** Deletes the records found, trashed ones too; dependents first, so a repeat after a failure still finds them through their lead. */
export async function deletePersonRecords(payload: Payload, records: PersonRecords, req: PayloadRequest) {
  const leadSlugs = new Set<string>(LEADS.map((lead) => lead.collection))
  const order = [...records.byCollection.keys()].sort((a, b) => Number(leadSlugs.has(a)) - Number(leadSlugs.has(b)))
  for (const collection of order) {
    const ids = (records.byCollection.get(collection) ?? []).map((doc) => doc.id)
    if (ids.length === 0) continue
    const result = await payload.delete({
      collection,
      where: { id: { in: ids } },
      req,
      overrideAccess: true,
      trash: true,
      context: { personalDataErase: true },
    })
    if (result.errors.length > 0) throw new Error(`Could not erase ${collection}: ${result.errors[0].message}`)
  }
}
