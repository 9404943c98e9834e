import type { Payload, TypedUser } from 'payload'

import type { LeadKindSlug, LeadStatus } from '@/contracts/lead-inbox'
import type { LeadOwner } from '@/contracts/owners'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { movePerson } from './move'
import { LEAD_EMAIL_FIELD, personKeyOf } from './person-record'

type Caller = { payload: Payload; user: TypedUser }

/**
 * The per-lead triage (PATCH /api/assessments/{id}, /api/contact/{id}) moves the lead's person:
 * the change is recorded in this lead's history and every lead of the person shows it. Answers the
 * lead as it now is.
 */
export async function moveLeadsPerson(
  caller: Caller,
  collection: LeadKindSlug,
  lead: Assessment | ContactInquiry,
  change: { status?: LeadStatus; owner?: LeadOwner | null; followUpOn?: string | null },
) {
  const address = (lead as unknown as Record<string, string>)[LEAD_EMAIL_FIELD[collection]]
  await movePerson(
    caller,
    personKeyOf(address),
    { stage: change.status, owner: change.owner, followUpOn: change.followUpOn },
    { collection, id: lead.id },
  )
  return caller.payload.findByID({ collection, id: lead.id, depth: 0, user: caller.user, overrideAccess: false })
}
