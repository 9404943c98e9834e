import { randomUUID } from 'node:crypto'

import { createLocalReq, type Payload, ValidationError } from 'payload'
import type { z } from 'zod'

import {
  type BookingAnswer,
  type bookingSchema,
  MEETING_LIMITS,
  meetingManagePath,
  SLOT_TAKEN_MESSAGE,
} from '@/contracts/meetings'
import { ApiError, invalidFieldsError } from '@/http/http'
import { enqueue } from '@/jobs/enqueue'
import { absoluteUrl } from '@/lib/site-url'
import type { Assessment, Meeting } from '@/payload-types'

import { meetingEmailJobs } from './jobs'
import { assignOwnerFromMeeting } from './owner'
import { type BookablePartner, bookablePartners } from './partners'
import { bookedByPartner, type SlotOptions as Options, slotsOf } from './slots'
import { manageToken } from './token'
import { meetingWebhookJobs } from './webhook'

const slotKeyOf = (partnerId: number | string, start: number) => `${partnerId}@${new Date(start).toISOString()}`

const isSlotKeyClash = (error: unknown) =>
  (error instanceof ValidationError && error.data.errors.some((each) => each.path === 'slotKey')) ||
  (error instanceof Error && /UNIQUE constraint failed: meetings\.slot_key|E11000.*slotKey/i.test(error.message))

/**
 * Whether `start` is one of the partner's free slots now: else a 409 when another meeting holds
 * it, a 400 naming `start` when it was never one (off the grid, past, beyond the horizon).
 */
async function checkSlot(
  payload: Payload,
  partner: BookablePartner,
  start: number,
  options: Options & { except?: number | string },
) {
  const now = options.now ?? Date.now()
  const booked = await bookedByPartner(payload, now, options.except)
  const slots = await slotsOf(payload, partner, booked.get(String(partner.id)) ?? [], MEETING_LIMITS.maxDays, {
    ...options,
    now,
  })
  const slot = slots.find((each) => each.start === start)
  if (slot) return slot
  const holder = await payload.find({
    collection: 'meetings',
    where: { slotKey: { equals: slotKeyOf(partner.id, start) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (holder.docs.length > 0) throw new ApiError(409, SLOT_TAKEN_MESSAGE)
  throw invalidFieldsError(['start'])
}

async function partnerById(payload: Payload, id: number | string) {
  const partner = (await bookablePartners(payload)).find((p) => String(p.id) === String(id))
  if (!partner) throw invalidFieldsError(['partnerId'])
  return partner
}

/** What follows a booking or a change: the e-mails (and reminders), the CRM's event. */
async function afterChange(payload: Payload, meeting: Meeting, kind: 'invite' | 'cancel') {
  const req = await createLocalReq({}, payload)
  await enqueue(req, [...meetingEmailJobs(meeting, kind), ...(await meetingWebhookJobs(payload, meeting, kind))])
}

const manageUrl = (payload: Payload, meeting: Meeting) =>
  absoluteUrl(meetingManagePath(manageToken(payload.secret, meeting)))

const answerOf = (payload: Payload, meeting: Meeting, partner: BookablePartner): BookingAnswer => ({
  id: meeting.id,
  start: meeting.start,
  end: meeting.end,
  partner: { id: partner.id, name: partner.name },
  manageUrl: manageUrl(payload, meeting),
})

/**
 * Books a free slot. The unique slot key decides between simultaneous bookings of one slot on any
 * number of instances: the database keeps one, the others get a 409.
 */
export async function bookMeeting(
  payload: Payload,
  body: z.infer<typeof bookingSchema>,
  lead: Assessment | null,
  options: Options = {},
): Promise<BookingAnswer> {
  const partner = await partnerById(payload, body.partnerId)
  const start = Date.parse(body.start)
  const slot = await checkSlot(payload, partner, start, options)
  let meeting: Meeting
  try {
    meeting = await payload.create({
      collection: 'meetings',
      overrideAccess: true,
      depth: 0,
      data: {
        partner: partner.id as number,
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
        slotKey: slotKeyOf(partner.id, slot.start),
        status: 'booked',
        name: body.name,
        email: body.email,
        company: body.company || lead?.businessName || null,
        note: body.note || null,
        timeZone: body.timeZone ?? null,
        assessment: (lead?.id as number | undefined) ?? null,
        source: lead?.attribution?.source ?? null,
        uid: `${randomUUID()}@meetings`,
        sequence: 0,
        origin: 'product',
      },
    })
  } catch (error) {
    if (isSlotKeyClash(error)) throw new ApiError(409, SLOT_TAKEN_MESSAGE)
    throw error
  }
  await afterChange(payload, meeting, 'invite')
  if (lead) await assignOwnerFromMeeting(payload, lead, partner)
  return answerOf(payload, meeting, partner)
}

const NO_LONGER = 'This meeting link no longer works: the meeting was cancelled.'

/** Cancels a meeting: its slot is free again at once, both sides get a cancellation, reminders stop. */
export async function cancelMeeting(payload: Payload, meeting: Meeting): Promise<Meeting> {
  if (meeting.status === 'cancelled') throw new ApiError(410, NO_LONGER)
  const updated = await payload.update({
    collection: 'meetings',
    id: meeting.id,
    overrideAccess: true,
    depth: 0,
    data: {
      status: 'cancelled',
      slotKey: null,
      cancelledAt: new Date().toISOString(),
      sequence: (meeting.sequence ?? 0) + 1,
    },
  })
  await afterChange(payload, updated, 'cancel')
  return updated
}

/** Moves a meeting to another free slot of its partner: SEQUENCE goes up, new invitations and reminders. */
export async function rescheduleMeeting(
  payload: Payload,
  meeting: Meeting,
  startText: string,
  options: Options = {},
): Promise<BookingAnswer> {
  if (meeting.status === 'cancelled') throw new ApiError(410, NO_LONGER)
  const partnerId = typeof meeting.partner === 'object' ? meeting.partner.id : meeting.partner
  const partner = (await bookablePartners(payload)).find((p) => String(p.id) === String(partnerId))
  if (!partner) throw new ApiError(409, 'This partner no longer takes bookings. Please cancel instead.')
  const start = Date.parse(startText)
  const slot = await checkSlot(payload, partner, start, { ...options, except: meeting.id })
  let updated: Meeting
  try {
    updated = await payload.update({
      collection: 'meetings',
      id: meeting.id,
      overrideAccess: true,
      depth: 0,
      data: {
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
        slotKey: slotKeyOf(partner.id, slot.start),
        status: 'rescheduled',
        sequence: (meeting.sequence ?? 0) + 1,
      },
    })
  } catch (error) {
    if (isSlotKeyClash(error)) throw new ApiError(409, SLOT_TAKEN_MESSAGE)
    throw error
  }
  await afterChange(payload, updated, 'invite')
  return answerOf(payload, updated, partner)
}
