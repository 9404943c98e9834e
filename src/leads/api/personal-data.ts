import { type Payload, type TypedUser } from 'payload'

import { isApiKeyAdmin } from '@/auth/admin-user'
import {
  API_KEY_ACTOR,
  type AuditAction,
  NOTHING_FOUND,
  PERSONAL_DATA_BODY_BYTES,
  type PersonalDataErased,
  type PersonalDataSummary,
  personalDataRequestSchema,
  type RecordCounts,
} from '@/contracts/personal-data'
import {
  countsOf,
  auditEmailHash,
  deletePersonRecords,
  findPersonRecords,
  type PersonRecords,
  totalOf,
} from '@/leads/personal-data'

import { requireAdmin } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext, readJson } from '@/http/http'
import { inTransaction } from '../transaction'

async function personRequest(request: Request, payload: Payload) {
  const caller = await requireAdmin(request, payload)
  const { email } = personalDataRequestSchema.parse(await readJson(request, PERSONAL_DATA_BODY_BYTES))
  return { ...caller, email }
}

const actorOf = (user: TypedUser) => (isApiKeyAdmin(user) ? API_KEY_ACTOR : String(user.email))

/** Writes the audit entry; `req` keeps it in the erasure's transaction, if any. */
async function audit(
  payload: Payload,
  entry: { action: AuditAction; user: TypedUser; email: string; records: RecordCounts },
  req?: Parameters<Payload['create']>[0]['req'],
) {
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      action: entry.action,
      actor: actorOf(entry.user),
      emailHash: auditEmailHash(payload.secret, entry.email),
      records: entry.records,
    },
  })
}

function foundOrThrow(records: PersonRecords): RecordCounts {
  const counts = countsOf(records)
  if (totalOf(counts) === 0) throw new ApiError(404, NOTHING_FOUND)
  return counts
}

/** POST /api/personal-data/search (admin): how many records of each kind hold the address; nothing is logged. */
export async function searchPersonalData(request: Request, context: PayloadContext): Promise<Response> {
  const { payload, email } = await personRequest(request, context.payload)
  const records = await findPersonRecords(payload, email)
  const counts = countsOf(records)
  const answer: PersonalDataSummary = { email: records.email, total: totalOf(counts), counts }
  return jsonResponse(answer)
}

/** POST /api/personal-data/export (admin): every record about the person as one JSON download, logged. */
export async function exportPersonalData(request: Request, context: PayloadContext): Promise<Response> {
  const { payload, user, email } = await personRequest(request, context.payload)
  const records = await findPersonRecords(payload, email)
  const counts = foundOrThrow(records)
  await audit(payload, { action: 'personal-data-export', user, email: records.email, records: counts })
  const body = {
    email: records.email,
    exportedAt: new Date().toISOString(),
    records: Object.fromEntries([...records.byCollection].filter(([, docs]) => docs.length > 0)),
  }
  const filename = `personal-data-${auditEmailHash(payload.secret, records.email).slice(0, 12)}.json`
  return jsonResponse(body, 200, { 'content-disposition': `attachment; filename="${filename}"` })
}

/**
 * POST /api/personal-data/erase (admin): deletes every record about the person (leads, AI results,
 * deliveries, notes), dependents before leads, in one transaction where the database offers one
 * (MongoDB on a replica set; SQLite runs without). The audit entry is written first, so an erasure
 * never happens unrecorded; if one fails part-way, the same call again deletes what is left.
 */
export async function erasePersonalData(request: Request, context: PayloadContext): Promise<Response> {
  const { payload, user, email } = await personRequest(request, context.payload)
  const answer = await inTransaction(payload, null, async (req): Promise<PersonalDataErased> => {
    const records = await findPersonRecords(payload, email, req)
    const counts = foundOrThrow(records)
    await audit(payload, { action: 'personal-data-erase', user, email: records.email, records: counts }, req)
    await deletePersonRecords(payload, records, req)
    return { email: records.email, total: totalOf(counts), erased: counts }
  })
  return jsonResponse(answer)
}
