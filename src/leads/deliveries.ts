import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { type Payload, type PayloadRequest, ValidationError } from 'payload'

import { parseDocId } from '@/lib/ids'
import { redactEmails } from '@/lib/log-redaction'
import { SiteUrlMissing } from '@/lib/site-url'
import type { LeadDelivery } from '@/payload-types'

import { createNote, createStaffNote, findOrCreateContact, updateLeadStatus } from './crm/hubspot'
import { joinsSummary } from './bulk-notifications'
import { leadEvent, loadNote } from './crm/events'
import { HttpStatusError, RefusedTargetError } from './crm/http'
import { deliverWebhook } from './crm/webhook'
import { type Handoff, handOffOnce, messageIdOf, sendEmailOnce } from '@/email/handoff'
import { notificationMessage } from './email/notification'
import { recordSentMessage } from './inbound/sent'
import { type Lead, type LeadKind, type LeadRef, loadLead } from './lead'
import { ResultsHourFullError, sendResultsEmail } from './results-email'
import { leadSettings, type LeadSettings } from './settings'

export const DELIVERY_CHANNELS = ['notification', 'results', 'webhook', 'hubspot'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]
export const CRM_CHANNELS = ['webhook', 'hubspot'] as const satisfies readonly DeliveryChannel[]
/** `skipped`: not sent by rule (a results e-mail to a mailbox that had one in the last 24 h). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** Tries per delivery: the first and 6 retries, 1, 2, 4, 8, 16 and 32 minutes apart (about an hour). */
export const MAX_TRIES = 7
export const RETRY_BASE_DELAY_MS = 60_000

const LEAD_NOTE_FIELD: string = 'leadNote'

/**
 * Unique per lead, channel and event: the lead's uid tells a later lead stored under the same id
 * from this one; a staff change or note (`noteId`) is an event of its own.
 */
const deliveryKey = (ref: LeadRef, uid: string | null, channel: DeliveryChannel, noteId?: string) =>
  `${ref.kind}:${ref.id}:${channel}${uid ? `:${uid}` : ''}${noteId ? `:note:${noteId}` : ''}`

/** The channels a lead goes to under the current settings (the notification always: SMTP or outbox). */
export const leadChannels = (settings: LeadSettings): DeliveryChannel[] => [
  'notification',
  ...(settings.webhook ? (['webhook'] as const) : []),
  ...(settings.hubspot ? (['hubspot'] as const) : []),
]

/**
 * Creates the delivery row, or null when it already exists: the unique key settles races between
 * two jobs (or two servers) so each delivery is made once.
 */
export async function createDelivery(
  payload: Payload,
  ref: LeadRef,
  uid: string | null,
  channel: DeliveryChannel,
  req?: PayloadRequest,
  noteId?: string,
): Promise<LeadDelivery | null> {
  const id = parseDocId(ref.id, payload.db.defaultIDType)
  const note = noteId === undefined ? undefined : parseDocId(noteId, payload.db.defaultIDType)
  if (id === null || note === null) return null
  try {
    return await payload.create({
      collection: 'lead-deliveries',
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        key: deliveryKey(ref, uid, channel, noteId),
        channel,
        status: 'pending',
        attempts: 0,
        [LEAD_KIND_TABLE[ref.kind].relationField]: id,
        // Keyed by name: an id is a number on SQLite and a string on MongoDB (Payload types only the first).
        ...(note !== undefined && { [LEAD_NOTE_FIELD]: note }),
      },
    })
  } catch (error) {
    if (error instanceof ValidationError) return null
    throw error
  }
}

export function leadOf(delivery: Pick<LeadDelivery, 'assessment' | 'contactInquiry'>): LeadRef | null {
  const relation = delivery.assessment ?? delivery.contactInquiry
  if (relation === null || relation === undefined) return null
  const kind: LeadKind = delivery.assessment ? 'assessment' : 'inquiry'
  return { kind, id: String(typeof relation === 'object' ? relation.id : relation) }
}

/** `note`: said on a sent delivery (an e-mail an earlier, unfinished try handed over). */
type Outcome = { externalIds?: Record<string, string>; skipped?: string; note?: string }

const handedOver = (handoff: Handoff): Outcome =>
  handoff.outcome === 'handed-before'
    ? {
        note: `Handed to the mail server at ${handoff.at.toISOString()} by a try that did not finish (the server stopped): not sent again`,
      }
    : {}

async function perform(payload: Payload, delivery: LeadDelivery, lead: Lead, settings: LeadSettings): Promise<Outcome> {
  const done = (delivery.externalIds ?? {}) as Record<string, string>
  if (delivery.leadNote) return performEvent(payload, delivery, lead, settings, done)
  switch (delivery.channel) {
    case 'notification': {
      const minute = await joinsSummary(payload, delivery)
      if (minute) return { skipped: `Told in the summary e-mail of the leads of ${minute} (more than 20 that minute)` }
      const message = notificationMessage(lead, settings.firmName)
      // Answering the notification writes to the lead.
      const handoff = await sendEmailOnce(payload, delivery.key, {
        to: settings.recipients,
        replyTo: lead.email,
        ...message,
      })
      await recordSentMessage(payload, delivery.key, lead, 'notification', message.subject)
      return handedOver(handoff)
    }
    case 'results': {
      const handoff = await handOffOnce(payload, delivery.key, async () =>
        (await sendResultsEmail(payload, lead, settings.firmName, messageIdOf(delivery.key))) === 'skipped'
          ? 'not-sent'
          : 'sent',
      )
      if (handoff.outcome === 'not-sent')
        return { skipped: 'Not sent: this address was sent a results e-mail in the last 24 hours' }
      await recordSentMessage(payload, delivery.key, lead, 'results', `Results: ${lead.company ?? lead.name}`)
      return handedOver(handoff)
    }
    case 'webhook':
      if (!settings.webhook) throw new RefusedTargetError('The CRM webhook is no longer configured')
      await deliverWebhook(settings.webhook, delivery.key, lead, { event: 'lead.created' })
      return {}
    case 'hubspot': {
      if (!settings.hubspot) throw new RefusedTargetError('HubSpot is no longer configured')
      // A retry skips the steps HubSpot already confirmed, so a lead never gets two notes.
      const contactId = done.contactId ?? (await findOrCreateContact(settings.hubspot, lead))
      await recordIds(payload, delivery, { contactId })
      const noteId = done.noteId ?? (await createNote(settings.hubspot, contactId, lead))
      return { externalIds: { contactId, noteId } }
    }
  }
}

/** A staff change or note (the delivery's history entry) to the webhook, or to HubSpot as lead status / note. */
async function performEvent(
  payload: Payload,
  delivery: LeadDelivery,
  lead: Lead,
  settings: LeadSettings,
  done: Record<string, string>,
): Promise<Outcome> {
  const note = await loadNote(payload, delivery.leadNote!)
  if (!note) return { skipped: 'Not sent: the history entry no longer exists' }
  const event = leadEvent(note)
  if (delivery.channel === 'webhook') {
    if (!settings.webhook) throw new RefusedTargetError('The CRM webhook is no longer configured')
    await deliverWebhook(settings.webhook, delivery.key, lead, event)
    return {}
  }
  if (delivery.channel !== 'hubspot') throw new RefusedTargetError(`No ${delivery.channel} message for ${event.event}`)
  if (!settings.hubspot) throw new RefusedTargetError('HubSpot is no longer configured')
  const contactId = done.contactId ?? (await findOrCreateContact(settings.hubspot, lead))
  if (event.event === 'lead.note') {
    const noteId = done.noteId ?? (await createStaffNote(settings.hubspot, contactId, event.note))
    return { externalIds: { contactId, noteId } }
  }
  if (event.change.field !== 'status') return { skipped: 'Not sent: HubSpot hears status changes and notes only' }
  await updateLeadStatus(settings.hubspot, contactId, event.change.to)
  return { externalIds: { contactId } }
}

async function recordIds(payload: Payload, delivery: LeadDelivery, ids: Record<string, string>) {
  await payload.update({
    collection: 'lead-deliveries',
    id: delivery.id,
    overrideAccess: true,
    depth: 0,
    data: { externalIds: { ...((delivery.externalIds ?? {}) as Record<string, string>), ...ids } },
  })
}

/** A failure no retry can fix: a refused target, a 4xx other than 408/429, links without SITE_URL in a worker. */
const isPermanent = (error: unknown): boolean =>
  error instanceof RefusedTargetError ||
  error instanceof SiteUrlMissing ||
  (error instanceof HttpStatusError && error.permanent)

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** `waiting`: a results e-mail held back by the hour's limit, to be tried again `until` then (no try spent). */
export type AttemptResult = { status: DeliveryStatus; error?: unknown } | { status: 'waiting'; until: Date }

/**
 * One try of a delivery, its outcome stored on the row: sent; pending (will be retried); waiting for
 * the hour's share of results e-mails (no try spent); or failed after the last try or a permanent error. A lead deleted meanwhile has nothing to deliver.
 */
export async function attemptDelivery(payload: Payload, deliveryId: string): Promise<AttemptResult> {
  const id = parseDocId(deliveryId, payload.db.defaultIDType)
  const delivery =
    id === null
      ? null
      : await payload.findByID({
          collection: 'lead-deliveries',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!delivery || delivery.status === 'sent' || delivery.status === 'skipped')
    return { status: delivery?.status ?? 'sent' }
  const ref = leadOf(delivery)
  const attempts = delivery.attempts + 1
  try {
    const lead = ref && (await loadLead(payload, ref))
    if (!lead) return { status: 'sent' }
    const outcome = await perform(payload, delivery, lead, await leadSettings(payload))
    await payload.update({
      collection: 'lead-deliveries',
      id: delivery.id,
      overrideAccess: true,
      depth: 0,
      data: {
        status: outcome.skipped ? 'skipped' : 'sent',
        attempts,
        lastError: outcome.skipped ?? outcome.note ?? null,
        deliveredAt: outcome.skipped ? null : new Date().toISOString(),
        ...(outcome.externalIds ? { externalIds: outcome.externalIds } : {}),
      },
    })
    return { status: 'sent' }
  } catch (error) {
    if (error instanceof ResultsHourFullError) {
      await payload.update({
        collection: 'lead-deliveries',
        id: delivery.id,
        overrideAccess: true,
        depth: 0,
        data: { lastError: error.message },
      })
      return { status: 'waiting', until: error.until }
    }
    const status: DeliveryStatus = isPermanent(error) || attempts >= MAX_TRIES ? 'failed' : 'pending'
    await payload.update({
      collection: 'lead-deliveries',
      id: delivery.id,
      overrideAccess: true,
      depth: 0,
      data: { status, attempts, lastError: errorText(error) },
    })
    payload.logger.warn({
      msg: `Delivery ${delivery.key} try ${attempts} of ${MAX_TRIES} failed (${status}): ${redactEmails(errorText(error))}`,
    })
    return { status, error }
  }
}
