import { attributionOf, CONTACT_BODY_BYTES, contactInquirySchema } from '@/contracts/inquiries'
import { holdSubmission } from '@/leads/held/held'
import { assessmentForResultsToken } from '@/leads/results-link'

import { jsonResponse, type PayloadContext } from '@/http/http'
import { screenSubmission, spamAnswer } from '@/http/spam'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

/**
 * POST /api/contact (public): a real inquiry is stored and answered 201; a suspected bot's is
 * stored as held and answered a quiet 200, as if it had gone through.
 */
export async function submitInquiry(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { body, reason } = await screenSubmission(request, payload, 'contact', {
    bytes: CONTACT_BODY_BYTES,
    // The form opened from a signed results link follows a whole assessment: the link stands in for its timing.
    humanPaced: async ({ resultsToken }) =>
      resultsToken !== undefined && (await assessmentForResultsToken(payload, resultsToken)) !== null,
  })
  if (reason) {
    const parsed = contactInquirySchema.safeParse(body)
    // A submission that is not even a valid form has nothing a partner could release.
    if (parsed.success) {
      const data = {
        ...parsed.data,
        attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined,
      }
      await holdSubmission(payload, {
        kind: 'inquiry',
        reason,
        name: `${data.firstName} ${data.lastName}`,
        email: data.email,
        text: data.message,
        data,
      })
    }
    return spamAnswer()
  }
  const data = {
    ...contactInquirySchema.parse(body),
    attribution: attributionOf(body.attribution, new URL(request.url).host) ?? undefined,
  }
  // Anonymous visitors may not write leads through Payload's access rules; the checks above are ours.
  const doc = await payload.create({
    collection: LEAD_KIND_TABLE.inquiry.collection,
    data,
    overrideAccess: true,
    depth: 0,
  })
  return jsonResponse(doc, 201)
}
