import type { Payload, TypedUser } from 'payload'

import type { WithOtherLeads } from '@/contracts/people'
import { normaliseEmail } from '@/contracts/personal-data'
import { EMAIL_KEY } from '@/leads/fields/email-key'
import type { Assessment, ContactInquiry } from '@/payload-types'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

type Caller = { payload: Payload; user: TypedUser }
type LeadDoc = Pick<Assessment, 'contactEmail'> | Pick<ContactInquiry, 'email'>

const keyOf = (doc: LeadDoc) => normaliseEmail('contactEmail' in doc ? doc.contactEmail : doc.email)

/**
 * A page of leads with, on each row, how many other leads in the lists (either kind) have the
 * same person's address: two indexed lookups per page, whatever its size.
 */
export async function withOtherLeads<T extends LeadDoc>(
  { payload, user }: Caller,
  docs: T[],
): Promise<(T & WithOtherLeads)[]> {
  const keys = [...new Set(docs.map(keyOf))]
  if (keys.length === 0) return docs
  const common = {
    where: { [EMAIL_KEY]: { in: keys } },
    user,
    overrideAccess: false,
    pagination: false,
    depth: 0,
  } as const
  const [assessments, inquiries] = await Promise.all([
    payload.find({ collection: 'assessments', select: { contactEmail: true }, ...common }),
    payload.find({ collection: LEAD_KIND_TABLE.inquiry.collection, select: { email: true }, ...common }),
  ])
  const counts = new Map<string, number>()
  for (const doc of [...assessments.docs, ...inquiries.docs]) {
    const key = keyOf(doc)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return docs.map((doc) => ({ ...doc, otherLeads: Math.max(0, (counts.get(keyOf(doc)) ?? 1) - 1) }))
}
