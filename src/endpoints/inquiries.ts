import { attributionOf, CONTACT_BODY_BYTES, contactInquirySchema } from '@/contracts/inquiries'
import { getPayloadClient } from '@/payload-client'

import { jsonResponse, readJson } from './http'
import { leadInbox } from './lead-inbox'
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

// Listing, triage, notes, trash and export: src/endpoints/lead-inbox.ts, shared with the assessments.
export const inquiryInbox = leadInbox({ collection: 'contact-inquiries', label: LABEL })
