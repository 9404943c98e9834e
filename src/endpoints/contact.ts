import { attributionOf, CONTACT_BODY_BYTES, contactInquirySchema } from '@/contracts/contact-inquiries'
import { getPayloadClient } from '@/lib/payload'

import { requireAdmin } from './auth'
import { type IdContext, jsonResponse, readJson } from './http'
import { deleteRecord, listRecords, NEWEST_FIRST } from './records'
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

export async function listInquiries(request: Request): Promise<Response> {
  return listRecords(await requireAdmin(request), 'contact-inquiries', NEWEST_FIRST)
}

export const deleteInquiry = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'contact-inquiries', label: LABEL })
