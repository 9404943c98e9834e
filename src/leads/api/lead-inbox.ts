import {
  type AdminSession,
  invalidParametersHeaders,
  invalidParametersMessage,
  isPagedListRequest,
  type LeadKindSlug,
  type LeadListQuery,
  type ListQueryResult,
  leadNoteSchema,
  leadTriageSchema,
  type Paged,
  parseLeadListQuery,
  parseSummaryQuery,
  TRIAGE_BODY_BYTES,
} from '@/contracts/lead-inbox'
import { kindOfCollection, LEAD_KIND_TABLE, type LeadKind } from '@/contracts/lead-kinds'
import type { WithOtherLeads } from '@/contracts/people'
import { withAwaitingKeys } from '@/leads/inbound/awaiting'
import { leadCsvStream } from '@/leads/inbox/export'
import { withOtherLeads } from '@/leads/people/other-leads'
import { createdInOrder, leadWhere, searchTerms, sortOrder } from '@/leads/inbox/query'
import { payloadSort } from '@/lib/keyset'
import { leadSummaryStore } from '@/leads/inbox/summary'
import { addNote, listNotes } from '@/leads/inbox/triage'
import { moveLeadsPerson } from '@/leads/pipeline/lead-move'
import { resolveOwner } from '@/leads/owners/owners'
import { isLeadWorker } from '@/access/worksLeads'
import { API_KEY_HEADER } from '@/auth/api-key'
import { requestUser } from '@/auth/request-user'

import { requireAdmin, requireLeadWorker } from '@/http/auth'
import { ApiError, invalidFieldsError, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { docId, wholeList } from '@/http/records'
import { type Admin, findLead, type LeadTarget, onLead, onList } from './one-lead'
import { replyToLead } from './replies'

const invalidParameters = (names: readonly string[]) =>
  new ApiError(400, invalidParametersMessage(names), invalidParametersHeaders(names))

const queryOf = <T>(result: ListQueryResult<T>): T => {
  if (!result.ok) throw invalidParameters(result.parameters)
  return result.query
}

/** A list query whose creation dates are in order; `from` after `to` is a 400 naming `from`. */
const listQueryOf = (result: ListQueryResult<LeadListQuery>): LeadListQuery => {
  const query = queryOf(result)
  if (!createdInOrder(query)) throw invalidParameters(['from'])
  return query
}

async function pageOf({ payload, user }: Admin, collection: LeadKindSlug, query: LeadListQuery, trash: boolean) {
  const where = leadWhere(collection, await withAwaitingKeys(payload, query))
  const result = await payload.find({
    collection,
    where: trash ? { and: [where, { deletedAt: { exists: true } }] } : where,
    trash,
    sort: payloadSort(sortOrder(query.sort)),
    page: query.page,
    limit: query.limit,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const paged: Paged<(typeof result.docs)[number] & WithOtherLeads> = {
    // A trashed lead is no longer anyone's "other lead"; its row does not count them either.
    docs: trash ? result.docs : await withOtherLeads({ payload, user }, result.docs),
    totalDocs: result.totalDocs,
    page: query.page,
    totalPages: Math.max(1, result.totalPages),
  }
  return jsonResponse(paged)
}

/**
 * GET /api/assessments and /api/contact: without query parameters the whole list, newest first
 * (as the dashboard always read it); with any, one page of the sorted, filtered list.
 */
async function listLeads(request: Request, admin: Admin, { collection }: LeadTarget): Promise<Response> {
  const params = new URL(request.url).searchParams
  if (!isPagedListRequest(params)) return wholeList(admin, collection)
  return pageOf(admin, collection, listQueryOf(parseLeadListQuery(collection, params)), false)
}

/** GET {base}/trash: one page of the trashed leads (same parameters; newest deleted first). */
async function listTrash(request: Request, admin: Admin, { collection }: LeadTarget): Promise<Response> {
  const params = new URL(request.url).searchParams
  return pageOf(admin, collection, listQueryOf(parseLeadListQuery(collection, params, { trash: true })), true)
}

/** GET {base}/export: the CSV of every lead matching the list parameters, streamed. */
async function exportLeads(request: Request, admin: Admin, { collection }: LeadTarget): Promise<Response> {
  const query = await withAwaitingKeys(
    admin.payload,
    listQueryOf(parseLeadListQuery(collection, new URL(request.url).searchParams)),
  )
  const filename = LEAD_KIND_TABLE[kindOfCollection(collection)].csvFile
  return new Response(leadCsvStream(admin, collection, query), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  })
}

/** PATCH {base}/{id}: status, owner (a user who works leads, else a 400 naming it) and/or follow-up day of the lead's person; each change goes into this lead's history. */
async function updateLead(request: Request, admin: Admin, rawId: string, target: LeadTarget): Promise<Response> {
  const lead = await findLead(admin, target, rawId)
  const { owner, ...data } = leadTriageSchema.parse(await readJson(request, TRIAGE_BODY_BYTES))
  const cleared = owner === null || owner === ''
  const found = owner === undefined ? undefined : cleared ? null : await resolveOwner(admin.payload, owner)
  if (found === null && !cleared) throw invalidFieldsError(['owner'])
  return jsonResponse(await moveLeadsPerson(admin, target.collection, lead, { ...data, owner: found }))
}

/** GET {base}/{id}/notes: the lead's history, oldest first. */
async function getLeadNotes(request: Request, admin: Admin, rawId: string, target: LeadTarget): Promise<Response> {
  const lead = await findLead(admin, target, rawId)
  return jsonResponse(await listNotes(admin, target.collection, lead.id))
}

/** POST {base}/{id}/notes: a partner's note, appended with its author. */
async function addLeadNote(request: Request, admin: Admin, rawId: string, target: LeadTarget): Promise<Response> {
  const lead = await findLead(admin, target, rawId)
  const { text } = leadNoteSchema.parse(await readJson(request, TRIAGE_BODY_BYTES))
  return jsonResponse(await addNote(admin, target.collection, lead.id, text), 201)
}

/** DELETE {base}/{id}: the lead (and its AI result, by the collection's hook) moves to the trash. */
async function trashLead(request: Request, admin: Admin, rawId: string, target: LeadTarget): Promise<Response> {
  const { id } = await findLead(admin, target, rawId)
  await admin.payload.update({
    collection: target.collection,
    id,
    data: { deletedAt: new Date().toISOString() },
    user: admin.user,
    overrideAccess: false,
    depth: 0,
  })
  return jsonResponse({ success: true, id })
}

/** A lead in the trash, or a 404 naming it. */
async function findTrashed({ payload, user }: Admin, target: LeadTarget, rawId: string) {
  const doc = await payload.findByID({
    collection: target.collection,
    id: docId(payload, rawId, target.label),
    trash: true,
    user,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  if (!doc?.deletedAt) throw new ApiError(404, `${target.label} not found in the trash`)
  return doc
}

/** POST {base}/trash/{id}/restore: back in the lists, with its AI result. */
async function restoreLead(request: Request, admin: Admin, rawId: string, target: LeadTarget): Promise<Response> {
  const { id } = await findTrashed(admin, target, rawId)
  const doc = await admin.payload.update({
    collection: target.collection,
    id,
    data: { deletedAt: null },
    trash: true,
    user: admin.user,
    overrideAccess: false,
    depth: 0,
  })
  return jsonResponse(doc)
}

/** DELETE {base}/trash/{id}: gone for good, with its AI result, deliveries and history. */
async function deleteLeadPermanently(
  request: Request,
  admin: Admin,
  rawId: string,
  target: LeadTarget,
): Promise<Response> {
  const { id } = await findTrashed(admin, target, rawId)
  await admin.payload.delete({
    collection: target.collection,
    id,
    trash: true,
    user: admin.user,
    overrideAccess: false,
  })
  return jsonResponse({ success: true, id })
}

/** GET /api/leads/summary: the four cards for the dashboard's search and revenue filter. */
export async function getLeadSummary(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireLeadWorker(request, payload)
  const { q, revenue } = queryOf(parseSummaryQuery(new URL(request.url).searchParams))
  return jsonResponse(await leadSummaryStore(payload).summary({ terms: searchTerms(q), revenue }))
}

/**
 * GET /api/admin/session: who the browser's CMS session is (the key is not looked at), so the
 * dashboard can offer the leads to a signed-in admin without the shared key.
 */
export async function getAdminSession(request: Request, { payload }: PayloadContext): Promise<Response> {
  const headers = new Headers(request.headers)
  headers.delete(API_KEY_HEADER)
  const user = await requestUser(payload, headers)
  const person = user && user.collection === 'users' ? user : null
  const session: AdminSession = {
    user: person
      ? {
          id: person.id,
          name: person.name ?? null,
          email: person.email,
          role: person.role === 'admin' || person.role === 'partner' ? person.role : 'editor',
        }
      : null,
    canReadLeads: person !== null && isLeadWorker(person),
  }
  return jsonResponse(session)
}

/**
 * The inbox calls of one kind of lead, for its routes under /api/assessments or /api/contact:
 * listing, triage, notes, replies, trash and export are the same for both.
 */
export function leadInbox(kind: LeadKind) {
  const target: LeadTarget = LEAD_KIND_TABLE[kind]
  return {
    list: onList(listLeads, target),
    update: onLead(updateLead, target),
    notes: onLead(getLeadNotes, target),
    addNote: onLead(addLeadNote, target),
    trash: onLead(trashLead, target),
    listTrash: onList(listTrash, target),
    restore: onLead(restoreLead, target),
    deletePermanently: onLead(deleteLeadPermanently, target, requireAdmin),
    export: onList(exportLeads, target),
    reply: onLead(replyToLead, target),
  }
}
