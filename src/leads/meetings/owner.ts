import { type Payload } from 'payload'

import type { Assessment } from '@/payload-types'

import { recordTriageChanges } from '../inbox/triage'
import { findOwner } from '../owners/owners'
import type { BookablePartner } from './partners'
import { inTransaction } from '../transaction'

const MEETING_AUTHOR = 'Meeting booking'

/**
 * A lead without an owner gets the partner the founder booked (when that partner has a CMS account
 * that works leads), recorded in its history and heard by the CRM like any owner change.
 */
export async function assignOwnerFromMeeting(payload: Payload, lead: Assessment, partner: BookablePartner) {
  if (lead.ownerUser || partner.userId === null) return
  const owner = await findOwner(payload, partner.userId)
  if (!owner) return
  try {
    await inTransaction(payload, null, async (req) => {
      await payload.update({
        collection: 'assessments',
        id: lead.id,
        // Keyed by name: a user id is a number on SQLite and a string on MongoDB.
        data: { ['ownerUser' as string]: owner.id, owner: owner.name },
        req,
        overrideAccess: true,
        depth: 0,
      })
      await recordTriageChanges(
        req,
        'assessments',
        lead.id,
        [{ type: 'owner', from: null, to: owner.name }],
        MEETING_AUTHOR,
        owner.id,
      )
    })
  } catch (error) {
    payload.logger.warn({ err: error }, 'Could not give the lead to the partner booked')
  }
}
