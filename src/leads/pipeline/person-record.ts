import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import type { LeadKindSlug } from '@/contracts/lead-inbox'
import { type Deal, mostAdvancedStage, type PersonPipeline, type Stage } from '@/contracts/pipeline'
import { MAILBOX } from '@/leads/fields/email-key'
import { DERIVED_SORT_KEYS, STATUS_RANK } from '@/leads/fields/lead-triage'
import { mailboxKey } from '@/lib/mailbox'
import type { Assessment, ContactInquiry, Person as PersonRecord } from '@/payload-types'

export type { PersonRecord }

/**
 * The person's key: their mailbox (case, a `+tag` and Gmail's dots folded), the leads' `mailbox`.
 * The person keeps the address as first typed; mail goes to each lead's address as typed.
 */
export const personKeyOf = (address: string) => mailboxKey(address)

/** The field holding each lead collection's address. */
export const LEAD_EMAIL_FIELD: Record<LeadKindSlug, 'contactEmail' | 'email'> = {
  assessments: 'contactEmail',
  'contact-inquiries': 'email',
}

type Lead = Assessment | ContactInquiry

const idOf = (relation: unknown): number | string | null =>
  relation && typeof relation === 'object' ? (relation as { id: number | string }).id : ((relation as number) ?? null)

const leadName = (lead: Lead) =>
  'contactName' in lead ? lead.contactName : `${lead.firstName} ${lead.lastName}`.trim()
const leadCompany = (lead: Lead) => ('businessName' in lead ? lead.businessName : '')
const leadAddress = (lead: Lead) => ('contactEmail' in lead ? lead.contactEmail : lead.email)

export const dealOf = (record: Pick<PersonRecord, 'deal'>): Deal => ({
  amount: record.deal?.amount ?? null,
  round: record.deal?.round ?? null,
  expectedClose: record.deal?.expectedClose ?? null,
  summary: record.deal?.summary ?? null,
})

export const pipelineOf = (record: PersonRecord): PersonPipeline => ({
  stage: record.stage,
  since: record.stageSince,
  owner: idOf(record.ownerUser) !== null ? { id: idOf(record.ownerUser)!, name: record.owner ?? '' } : null,
  followUpOn: record.followUpOn ?? null,
  deal: dealOf(record),
})

/** The person stored under `key`, in `req`'s transaction when given. */
export async function findPersonRecord(payload: Payload, key: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'people',
    where: { emailKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(req && { req }),
  })
  return docs[0] ?? null
}

/**
 * How a person's leads are read so that SQLite takes the mailbox index: sorted by the mailbox (Payload
 * adds its creation date after it) and with the trash (its `deletedAt IS NULL` let SQLite walk the
 * (deletedAt, createdAt) index over every lead instead: 17–90 ms a lookup at 100,000 leads, against
 * 0.05 ms). The caller leaves out trashed leads and orders a person's few leads itself.
 */
export const BY_MAILBOX = { sort: MAILBOX, trash: true } as const

/** The live leads among `docs`, oldest first. */
export const oldestFirst = <T extends { createdAt: string; deletedAt?: string | null }>(docs: T[]): T[] =>
  docs.filter((doc) => !doc.deletedAt).sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/** The find options of a person's leads of one kind, trashed ones included (`oldestFirst` leaves them out). */
export const leadsOfKeyQuery = (key: string, req?: PayloadRequest) =>
  ({
    where: { [MAILBOX]: { equals: key } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...BY_MAILBOX,
    ...(req && { req }),
  }) as const

/** The person's live leads of both kinds, oldest first. */
export async function leadsOfKey(payload: Payload, key: string, req?: PayloadRequest) {
  const query = leadsOfKeyQuery(key, req)
  const [assessments, inquiries] = await Promise.all([
    payload.find({ collection: 'assessments', ...query }),
    payload.find({ collection: 'contact-inquiries', ...query }),
  ])
  return { assessments: oldestFirst(assessments.docs), inquiries: oldestFirst(inquiries.docs) }
}

/** A person as their leads (oldest first) make them: the most advanced stage, with that lead's owner and follow-up day. */
function personFromLeads(key: string, leads: Lead[]): NewPerson | null {
  if (leads.length === 0) return null
  const stage = mostAdvancedStage(leads.map((lead) => lead.status))
  const leading = leads.find((lead) => (lead.status ?? 'new') === stage) ?? leads[0]
  const first = leads[0]
  return {
    key,
    email: leadAddress(first),
    name: leadName(first),
    company: leads.map(leadCompany).find(Boolean) ?? '',
    stage,
    ownerUser: idOf(leading.ownerUser),
    owner: leading.owner ?? null,
    followUpOn: leading.followUpOn ?? null,
    since: leading.updatedAt,
    source: first.attribution?.source ?? null,
    campaign: first.attribution?.campaign ?? null,
  }
}

async function leadsOldestFirst(payload: Payload, key: string, req?: PayloadRequest): Promise<Lead[]> {
  const { assessments, inquiries } = await leadsOfKey(payload, key, req)
  return [...assessments, ...inquiries].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/**
 * The person record, made from their leads when missing (a lead whose creation hook failed to make
 * it). For writes only: a read takes `personPipeline`.
 */
export async function ensurePersonRecord(req: PayloadRequest, key: string): Promise<PersonRecord | null> {
  const found = await findPersonRecord(req.payload, key, req)
  if (found) return found
  const person = personFromLeads(key, await leadsOldestFirst(req.payload, key, req))
  return person ? createPersonRecord(req, person) : null
}

/** The person's pipeline as stored, else as their leads make it (nothing is written). Null without leads. */
export async function personPipeline(payload: Payload, key: string): Promise<PersonPipeline | null> {
  const found = await findPersonRecord(payload, key)
  if (found) return pipelineOf(found)
  const person = personFromLeads(key, await leadsOldestFirst(payload, key))
  if (!person) return null
  return {
    stage: person.stage,
    since: person.since,
    owner: person.ownerUser !== null ? { id: person.ownerUser, name: person.owner ?? '' } : null,
    followUpOn: person.followUpOn,
    deal: { amount: null, round: null, expectedClose: null, summary: null },
  }
}

type NewPerson = {
  key: string
  email: string
  name: string
  company: string
  stage: Stage
  ownerUser: number | string | null
  owner: string | null
  followUpOn: string | null
  since: string
  source: string | null
  campaign: string | null
}

async function createPersonRecord(req: PayloadRequest, person: NewPerson): Promise<PersonRecord> {
  return req.payload.create({
    collection: 'people',
    data: {
      emailKey: person.key,
      email: person.email,
      name: person.name,
      company: person.company,
      stage: person.stage,
      stageSince: person.since,
      // Keyed by name: a user id is a number on SQLite and a string on MongoDB.
      ...{ ownerUser: person.ownerUser },
      owner: person.owner,
      followUpOn: person.followUpOn,
      source: person.source,
      campaign: person.campaign,
    } as Omit<PersonRecord, 'id' | 'createdAt' | 'updatedAt'>,
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** The triage fields a lead copies from its person. */
export type LeadPipelineFields = {
  status?: Stage
  ownerUser?: number | string | null
  owner?: string | null
  followUpOn?: string | null
}

/** The columns of a lead's pipeline fields on SQLite, and the sort key that follows the status. */
const SQLITE_COLUMNS: Record<keyof LeadPipelineFields, string> = {
  status: 'status',
  ownerUser: 'owner_user_id',
  owner: 'owner',
  followUpOn: 'follow_up_on',
}
const LEAD_TABLES = ['assessments', 'contact_inquiries'] as const

/**
 * Copies the person's pipeline onto every one of their leads (trashed ones too, so a restore shows
 * it). On SQLite one UPDATE a table of exactly these columns (with the status's sort key and the
 * update time): through the Local API each lead was read, validated and rewritten whole, every one
 * of its indexes included, most of a card move's time. No lead hook acts on these fields outside a
 * create or a CMS write.
 */
export async function syncLeads(req: PayloadRequest, key: string, data: LeadPipelineFields) {
  const fields = Object.keys(data) as (keyof LeadPipelineFields)[]
  if (fields.length === 0) return
  if (req.payload.db.name === 'sqlite') {
    const sets = fields.map((field) => `${SQLITE_COLUMNS[field]} = ?`)
    const args = fields.map((field) => data[field] ?? null)
    if (data.status !== undefined) {
      sets.push('status_rank = ?')
      args.push(DERIVED_SORT_KEYS[STATUS_RANK]({ status: data.status }))
    }
    const client = (req.payload.db as unknown as SQLiteAdapter).client
    for (const table of LEAD_TABLES)
      await client.execute({
        sql: `UPDATE ${table} SET ${sets.join(', ')}, updated_at = ? WHERE mailbox = ?`,
        args: [...args, new Date().toISOString(), key],
      })
    return
  }
  for (const collection of ['assessments', 'contact-inquiries'] as const)
    await req.payload.update({
      collection,
      where: { [MAILBOX]: { equals: key } },
      sort: BY_MAILBOX.sort,
      // Keyed by name: a user id is a number on SQLite and a string on MongoDB.
      data: data as Record<string, unknown>,
      req,
      trash: true,
      overrideAccess: true,
      depth: 0,
      // Nothing of the updated leads is read back.
      select: { status: true },
    })
}

/**
 * A new lead from a known person joins their pipeline: it starts at their stage, with their owner
 * and follow-up day, instead of New.
 */
export const joinPipeline =
  (collection: LeadKindSlug): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const address = data[LEAD_EMAIL_FIELD[collection]]
    if (typeof address !== 'string') return data
    const person = await findPersonRecord(req.payload, personKeyOf(address), req)
    if (!person) return data
    return {
      ...data,
      status: person.stage,
      ownerUser: idOf(person.ownerUser),
      owner: person.owner ?? null,
      followUpOn: person.followUpOn ?? null,
    }
  }

/**
 * The first lead of an address makes its person. A failure is logged, never raised: the visitor's
 * submission must not fail for it (the person is made from their leads when first read).
 */
export const startPipeline =
  (collection: LeadKindSlug): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    const address = (doc as Record<string, unknown>)[LEAD_EMAIL_FIELD[collection]]
    if (typeof address !== 'string') return doc
    try {
      await ensurePersonRecord(req, personKeyOf(address))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not start the pipeline of ${collection} ${doc.id}` })
    }
    return doc
  }

/**
 * An admin's write of a lead's triage through /cms-api moves its person too: the person takes the
 * lead's stage, owner and follow-up day, and their other leads follow.
 */
export async function personFollowsLead(req: PayloadRequest, lead: Lead) {
  const key = personKeyOf(leadAddress(lead))
  const person = await ensurePersonRecord(req, key)
  if (!person) return
  const stage = lead.status ?? 'new'
  await req.payload.update({
    collection: 'people',
    id: person.id,
    data: {
      ...(stage !== person.stage && { stage, stageSince: new Date().toISOString() }),
      ownerUser: idOf(lead.ownerUser),
      owner: lead.owner ?? null,
      followUpOn: lead.followUpOn ?? null,
    } as Record<string, unknown>,
    req,
    overrideAccess: true,
    depth: 0,
  })
  await syncLeads(req, key, {
    status: stage,
    ownerUser: idOf(lead.ownerUser),
    owner: lead.owner ?? null,
    followUpOn: lead.followUpOn ?? null,
  })
}
