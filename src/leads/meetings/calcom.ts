import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { CALCOM_EVENTS, calcomWebhookSchema } from '@/contracts/meetings'
import { ApiError, jsonResponse, type PayloadContext, readBody } from '@/http/http'
import { calcomSignatureValid } from '@/lib/calcom-signature'
import { isTimeZone } from '@/lib/meeting-slots'

import { bookablePartners } from './partners'

/** Where cal.com's secret comes from (unset: the route answers 404, as if it did not exist). */
const calcomSecret = () => process.env.CALCOM_WEBHOOK_SECRET?.trim() || ''

const CALCOM_BODY_BYTES = 256 * 1024

/** The team member a cal.com booking is with: the one whose CMS account has the organiser's address, else the first bookable. */
async function partnerFor(payload: Payload, organizer: string | undefined) {
  if (organizer) {
    const { docs } = await payload.find({
      collection: 'team-members',
      where: { 'user.email': { equals: organizer.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0].id
  }
  return (await bookablePartners(payload))[0]?.id ?? null
}

/**
 * POST /api/meetings/calcom: a firm that keeps cal.com signs its webhooks (X-Cal-Signature-256);
 * BOOKING_CREATED stores the meeting (once per cal.com uid), BOOKING_CANCELLED marks it cancelled,
 * so they reach the person's timeline and the Meetings tab. Other events are acknowledged and ignored.
 */
export async function postCalcomWebhook(request: Request, { payload }: PayloadContext): Promise<Response> {
  const secret = calcomSecret()
  if (!secret) throw new ApiError(404, 'Not found')
  const raw = (await readBody(request, CALCOM_BODY_BYTES)).toString('utf8')
  if (!calcomSignatureValid(secret, raw, request.headers.get('x-cal-signature-256')))
    throw new ApiError(401, 'Invalid signature')
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new ApiError(400, 'Invalid JSON')
  }
  const trigger = (json as { triggerEvent?: unknown } | null)?.triggerEvent
  if (trigger !== CALCOM_EVENTS.created && trigger !== CALCOM_EVENTS.cancelled) return jsonResponse({ ignored: true })
  const { payload: booking } = calcomWebhookSchema.parse(json)
  const { docs } = await payload.find({
    collection: 'meetings',
    where: { externalId: { equals: `calcom:${booking.uid}` } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (trigger === CALCOM_EVENTS.cancelled) {
    if (existing && existing.status !== 'cancelled')
      await payload.update({
        collection: 'meetings',
        id: existing.id,
        overrideAccess: true,
        data: { status: 'cancelled', cancelledAt: new Date().toISOString(), slotKey: null },
      })
    return jsonResponse({ id: existing?.id ?? null, status: 'cancelled' })
  }
  if (existing) return jsonResponse({ id: existing.id, status: existing.status })
  const partner = await partnerFor(payload, booking.organizer?.email)
  if (partner === null) throw new ApiError(409, 'No team member to file this meeting under')
  const founder = booking.attendees[0]
  const created = await payload.create({
    collection: 'meetings',
    overrideAccess: true,
    depth: 0,
    data: {
      partner: partner as number,
      start: booking.startTime,
      end: booking.endTime,
      status: 'booked',
      name: founder.name,
      email: founder.email,
      timeZone: founder.timeZone && isTimeZone(founder.timeZone) ? founder.timeZone : null,
      note: booking.title ?? null,
      uid: `${randomUUID()}@meetings`,
      sequence: 0,
      origin: 'calcom',
      externalId: `calcom:${booking.uid}`,
    },
  })
  return jsonResponse({ id: created.id, status: created.status }, 201)
}
