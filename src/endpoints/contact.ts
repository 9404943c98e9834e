import { attributionOf, CONTACT_BODY_BYTES, contactInquirySchema } from '@/contracts/contact-inquiries'
import { getPayloadClient } from '@/lib/payload'

import { type IdContext, jsonResponse, readJson } from './http'
import {
  addLeadNote,
  deleteLeadPermanently,
  exportLeads,
  getLeadNotes,
  type LeadTarget,
  listLeads,
  listTrash,
  restoreLead,
  trashLead,
  updateLead,
} from './lead-inbox'
import { asFormBody, isSpam, limitSubmissions, spamAnswer } from './spam'

const LABEL = 'Contact inquiry'

/** POST /api/contact (public): a real inquiry is stored and answered 201; spam gets a quiet 200. */
export async function submitInquiry(request: Request): Promise<Response> {
  await limitSubmissions(request, 'contact')
  const body = asFormBody(await readJson(request, CONTACT_BODY_BYTES))
  if (isSpam(body)) return spamAnswer()
  const data = {
    ...contactInquirySchema.parse(body),
    attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined,
  }
  const payload = await getPayloadClient()
  // Anonymous visitors may not write leads through Payload's access rules; the checks above are ours.
  const doc = await payload.create({ collection: 'contact-inquiries', data, overrideAccess: true, depth: 0 })
  return jsonResponse(doc, 201)
}

const TARGET: LeadTarget = { collection: 'contact-inquiries', label: LABEL }

export const listInquiries = (request: Request) => listLeads(request, TARGET)

// Triage, trash and export: src/endpoints/lead-inbox.ts, shared with the assessments.
export const deleteInquiry = (request: Request, context: IdContext) => trashLead(request, context, TARGET)
export const updateInquiry = (request: Request, context: IdContext) => updateLead(request, context, TARGET)
export const getInquiryNotes = (request: Request, context: IdContext) => getLeadNotes(request, context, TARGET)
export const addInquiryNote = (request: Request, context: IdContext) => addLeadNote(request, context, TARGET)
export const listTrashedInquiries = (request: Request) => listTrash(request, TARGET)
export const restoreInquiry = (request: Request, context: IdContext) => restoreLead(request, context, TARGET)
export const deleteInquiryPermanently = (request: Request, context: IdContext) =>
  deleteLeadPermanently(request, context, TARGET)
export const exportInquiries = (request: Request) => exportLeads(request, TARGET)
