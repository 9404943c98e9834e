import type { Payload, Where } from 'payload'

import type { CrmStatus, SyncState } from '@/contracts/crm-status'
import type { HourlyCap } from '@/shared-state/hourly-cap'

import { CRM_CHANNELS, type DeliveryStatus, leadOf } from './deliveries'
import { mailLimits } from './mail-limits'
import { leadSettings } from './settings'

const EMAIL_CHANNELS = ['notification', 'results']
/** Deliveries given up after their last try, or failing and waiting for a retry. */
export const failingDeliveries: Where = {
  or: [
    { status: { equals: 'failed' } },
    { and: [{ status: { equals: 'pending' } }, { attempts: { greater_than: 0 } }] },
  ],
}

const WORSE: Record<DeliveryStatus, number> = { sent: 0, skipped: 0, pending: 1, failed: 2 }
const STATE: Record<DeliveryStatus, SyncState> = {
  sent: 'synced',
  skipped: 'synced',
  pending: 'pending',
  failed: 'failed',
}

/** The truth behind the dashboard's CRM line and each lead's sync badge. */
export async function crmStatus(payload: Payload, confirmationsCap: HourlyCap): Promise<CrmStatus> {
  const settings = await leadSettings(payload)
  const channels = [...(settings.webhook ? ['webhook'] : []), ...(settings.hubspot ? ['hubspot'] : [])]
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: '-updatedAt',
    where: { channel: { in: [...CRM_CHANNELS] } },
    select: { channel: true, status: true, attempts: true, lastError: true, assessment: true, contactInquiry: true },
  })
  const leads: Record<string, DeliveryStatus> = {}
  let failing = 0
  let lastError: string | null = null
  for (const row of docs) {
    const ref = leadOf(row)
    if (!ref) continue
    const key = `${ref.kind}:${ref.id}`
    if (leads[key] === undefined || WORSE[row.status] > WORSE[leads[key]]) leads[key] = row.status
    if (row.status === 'failed' || (row.status === 'pending' && row.attempts > 0)) {
      failing += 1
      lastError ??= row.lastError ?? null
    }
  }
  const emailFailing = (
    await payload.count({
      collection: 'lead-deliveries',
      overrideAccess: true,
      where: { and: [{ channel: { in: EMAIL_CHANNELS } }, failingDeliveries] },
    })
  ).totalDocs
  return {
    emailFailing,
    mailLimits: await mailLimits(payload, confirmationsCap),
    state: channels.length === 0 ? 'not-configured' : failing > 0 ? 'failing' : 'active',
    channels,
    failing,
    lastError,
    leads: Object.fromEntries(Object.entries(leads).map(([key, status]) => [key, STATE[status]])),
  }
}
