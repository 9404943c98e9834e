/**
 * Meetings booked from the results: slots, bookings, the manage page's calls. docs/meetings.md.
 */
import { z } from './zod'

import { EMAIL_MAX_LENGTH } from './fields'
import { isTimeZone } from '@/lib/meeting-slots'

export const MEETINGS_ROUTE = '/api/meetings'
export const MEETING_SLOTS_ROUTE = '/api/meetings/slots'
export const meetingManagePath = (token: string) => `/meetings/${token}`

export const MEETING_LIMITS = {
  maxDays: 60,
  defaultDays: 14,
  name: 200,
  company: 200,
  note: 2000,
  /** Bookings (and reschedules) one client may make in ten minutes. */
  perClient: 5,
} as const

/** Firm-wide defaults (site settings), each overridable per partner. */
export const MEETING_DEFAULTS = {
  lengthMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 12,
  maxPerDay: 8,
  horizonDays: 30,
} as const

export const MEETING_STATUSES = ['booked', 'rescheduled', 'cancelled', 'held', 'no_show'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]
export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  held: 'Held',
  no_show: 'No-show',
}
/** What a partner may set once the meeting's time has come. */
export const AFTER_MEETING_STATUSES = ['held', 'no_show'] as const

const timeZone = z.string().refine(isTimeZone, 'Must be an IANA time zone such as Europe/Berlin')
const id = z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9]{1,40}$/)])
const instant = z.iso.datetime({ offset: true })

/** GET /api/meetings/slots */
export const slotsQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(MEETING_LIMITS.maxDays).default(MEETING_LIMITS.defaultDays),
  tz: timeZone,
  partner: id.optional(),
  token: z.string().max(200).optional(),
})

export type SlotPartner = { id: number | string; name: string }
export type MeetingSlot = { start: string; end: string; partner: SlotPartner }
export type SlotsAnswer = { timeZone: string; slots: MeetingSlot[] }

/** POST /api/meetings (besides the spam traps and formStartTime, read separately). */
export const bookingSchema = z.object({
  start: instant,
  partnerId: id,
  name: z.string().trim().min(1).max(MEETING_LIMITS.name),
  email: z.email().max(EMAIL_MAX_LENGTH),
  company: z.string().trim().max(MEETING_LIMITS.company).optional(),
  note: z.string().trim().max(MEETING_LIMITS.note).optional(),
  resultsToken: z.string().max(200).optional(),
  timeZone: timeZone.optional(),
})

export type BookingAnswer = {
  id: number | string
  start: string
  end: string
  partner: SlotPartner
  manageUrl: string
}

/** POST /api/meetings/<token>/reschedule */
export const rescheduleSchema = z.strictObject({ start: instant })

/** PATCH /api/meetings/<id> (staff): what happened, once the time has come. */
export const meetingStatusSchema = z.strictObject({ status: z.enum(AFTER_MEETING_STATUSES) })

/** A meeting as the manage page and the dashboard show it. */
export type MeetingView = {
  id: number | string
  start: string
  end: string
  status: MeetingStatus
  partner: SlotPartner
  name: string
  email: string
  company: string | null
  note: string | null
  videoUrl: string | null
  source: string | null
}

/** GET /api/meetings (staff): upcoming first, then past, with the feeds that fail. */
export type MeetingsAnswer = {
  meetings: MeetingView[]
  failingFeeds: { partner: SlotPartner; since: string }[]
}

export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please pick another time.'

/** POST /api/meetings/calcom: the part of cal.com's webhook body the product reads. */
export const calcomWebhookSchema = z.object({
  triggerEvent: z.string().max(60),
  payload: z.object({
    uid: z.string().min(1).max(200),
    startTime: instant,
    endTime: instant,
    title: z.string().max(500).optional(),
    organizer: z.object({ email: z.email().max(EMAIL_MAX_LENGTH), name: z.string().max(200).optional() }).optional(),
    attendees: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(MEETING_LIMITS.name),
          email: z.email().max(EMAIL_MAX_LENGTH),
          timeZone: z.string().max(64).optional(),
        }),
      )
      .min(1)
      .max(50),
  }),
})
export const CALCOM_EVENTS = { created: 'BOOKING_CREATED', cancelled: 'BOOKING_CANCELLED' } as const
