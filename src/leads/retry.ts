import type { Payload } from 'payload'

import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

import { CRM_CHANNELS } from './deliveries'
import { LEADS_QUEUE } from './jobs'
import { findLeadRecord, type LeadRef } from './lead'

/**
 * Starts the lead's failed CRM deliveries over (a fresh set of tries); how many, or null when the
 * lead does not exist. Upserts make a repeated delivery harmless in HubSpot; webhook receivers
 * see the same delivery id.
 */
export async function retryFailedDeliveries(payload: Payload, ref: LeadRef): Promise<number | null> {
  const lead = await findLeadRecord(payload, ref)
  if (!lead) return null
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: {
      and: [
        { [LEAD_KIND_TABLE[ref.kind].relationField]: { equals: lead.id } },
        { channel: { in: [...CRM_CHANNELS] } },
        { status: { equals: 'failed' } },
      ],
    },
  })
  for (const row of docs) {
    await payload.update({
      collection: 'lead-deliveries',
      id: row.id,
      overrideAccess: true,
      depth: 0,
      data: { status: 'pending', attempts: 0 },
    })
    await payload.jobs.queue({ task: 'deliverLead', queue: LEADS_QUEUE, input: { deliveryId: String(row.id) } })
  }
  return docs.length
}
