import { z } from 'zod'

import { attributionOf } from '@/contracts/contact-inquiries'
import { INDUSTRIES, INQUIRY_TYPES } from '@/lib/constants'
import { getPayloadClient } from '@/lib/payload'

import { requireAdmin } from './auth'
import { email, optionalText, requiredText } from './fields'
import { type IdContext, jsonResponse, readJson } from './http'
import { deleteRecord, listRecords, NEWEST_FIRST } from './records'
import { asFormBody, isSpam, limitSubmissions, spamAnswer } from './spam'

const LABEL = 'Contact inquiry'

const inquirySchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  website: optionalText(2048),
  industry: z.enum(INDUSTRIES),
  inquiryType: z.enum(INQUIRY_TYPES),
  message: requiredText(5000),
})

/** POST /api/contact (public): a real inquiry is stored and answered 201; spam gets a quiet 200. */
export async function submitInquiry(request: Request): Promise<Response> {
  limitSubmissions(request, 'contact')
  const body = asFormBody(await readJson(request, 32 * 1024))
  if (isSpam(body)) return spamAnswer()
  const data = { ...inquirySchema.parse(body), attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined }
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
