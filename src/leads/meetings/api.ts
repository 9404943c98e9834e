import { requestClientIp } from '@/lib/client-address'
import {
  AFTER_MEETING_STATUSES,
  bookingSchema,
  MEETING_LIMITS,
  type MeetingsAnswer,
  type MeetingView,
  meetingStatusSchema,
  rescheduleSchema,
  slotsQuerySchema,
} from '@/contracts/meetings'
import { requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext, readJson } from '@/http/http'
import { asFormBody, spamAnswer, spamReason } from '@/http/spam'
import type { Meeting } from '@/payload-types'
import type { Payload } from 'payload'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { assessmentForResultsToken } from '../results-link'
import { bookMeeting, cancelMeeting, rescheduleMeeting } from './book'
import { slotsFor } from './slots'
import { meetingIcs, partnerParties } from './messages'
import { meetingForToken } from './token'
import { findMeeting } from './find'

type TokenContext = PayloadContext<{ params: Promise<{ ref: string }> }>

const BOOKING_RULE: RateRule = { name: 'meetings:book', limit: MEETING_LIMITS.perClient, windowMs: 10 * 60_000 }
const SLOTS_RULE: RateRule = { name: 'meetings:slots', limit: 120, windowMs: 60_000 }

async function limit(request: Request, payload: Payload, rule: RateRule) {
  const decision = await rateLimiter(payload).consume(rule, requestClientIp(request.headers))
  if (!decision.allowed)
    throw new ApiError(429, 'Too many requests. Please try again later.', {
      'retry-after': String(decision.retryAfterSeconds),
    })
}

/** GET /api/meetings/slots?days=&tz=[&partner=][&token=] (public). */
export async function getSlots(request: Request, { payload }: PayloadContext): Promise<Response> {
  await limit(request, payload, SLOTS_RULE)
  const query = slotsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return jsonResponse(await slotsFor(payload, query), 200, { 'cache-control': 'no-store' })
}

/** POST /api/meetings (public): books a free slot; spam checks as the forms' (a signed results link stands in for timing). */
export async function postMeeting(request: Request, { payload }: PayloadContext): Promise<Response> {
  await limit(request, payload, BOOKING_RULE)
  const raw = asFormBody(await readJson(request))
  const body = bookingSchema.parse(raw)
  const lead = body.resultsToken ? await assessmentForResultsToken(payload, body.resultsToken) : null
  if (body.resultsToken && !lead)
    throw new ApiError(400, 'Invalid fields: resultsToken', { 'x-invalid-fields': 'resultsToken' })
  if (spamReason(raw, Date.now(), { humanPaced: lead !== null })) return spamAnswer()
  return jsonResponse(await bookMeeting(payload, body, lead), 201)
}

async function tokenMeeting({ payload, params }: TokenContext) {
  const meeting = await meetingForToken(payload, (await params).ref)
  if (!meeting) throw new ApiError(404, 'No meeting has this link.')
  return { payload, meeting }
}

/** POST /api/meetings/<token>/cancel (the founder's manage link). */
export async function postCancel(request: Request, context: TokenContext): Promise<Response> {
  await limit(request, context.payload, BOOKING_RULE)
  const { payload, meeting } = await tokenMeeting(context)
  const cancelled = await cancelMeeting(payload, meeting)
  return jsonResponse({ id: cancelled.id, status: cancelled.status })
}

/** POST /api/meetings/<token>/reschedule {start}. */
export async function postReschedule(request: Request, context: TokenContext): Promise<Response> {
  await limit(request, context.payload, BOOKING_RULE)
  const { start } = rescheduleSchema.parse(await readJson(request))
  const { payload, meeting } = await tokenMeeting(context)
  return jsonResponse(await rescheduleMeeting(payload, meeting, start))
}

/** GET /api/meetings/<token>/calendar: the meeting as an .ics file, for "Add to calendar". */
export async function getCalendarFile(_request: Request, context: TokenContext): Promise<Response> {
  const { payload, meeting } = await tokenMeeting(context)
  const parties = await partnerParties(payload, meeting)
  if (!parties) throw new ApiError(404, 'No meeting has this link.')
  const ics = meetingIcs(meeting, parties, meeting.status === 'cancelled' ? 'CANCEL' : 'PUBLISH')
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="meeting.ics"',
      'cache-control': 'no-store',
    },
  })
}

function meetingView(doc: Meeting): MeetingView {
  const partner = typeof doc.partner === 'object' ? doc.partner : null
  return {
    id: doc.id,
    start: doc.start,
    end: doc.end,
    status: doc.status,
    partner: partner ? { id: partner.id, name: partner.name } : { id: doc.partner as number, name: '' },
    name: doc.name,
    email: doc.email,
    company: doc.company ?? null,
    note: doc.note ?? null,
    videoUrl: partner?.availability?.videoUrl ?? null,
    source: doc.source ?? null,
  }
}

/** GET /api/meetings (staff): upcoming meetings by start, then the last 30 days', and failing feeds. */
export async function getMeetings(request: Request, context: PayloadContext): Promise<Response> {
  const { payload, user } = await requireLeadWorker(request, context.payload)
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const [meetings, members] = await Promise.all([
    payload.find({
      collection: 'meetings',
      where: { start: { greater_than: since } },
      sort: 'start',
      limit: 500,
      depth: 1,
      user,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'team-members',
      where: { 'availability.feedFailingSince': { exists: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const answer: MeetingsAnswer = {
    meetings: meetings.docs.map(meetingView),
    failingFeeds: members.docs.flatMap((member) =>
      member.availability?.feedFailingSince
        ? [{ partner: { id: member.id, name: member.name }, since: member.availability.feedFailingSince }]
        : [],
    ),
  }
  return jsonResponse(answer)
}

/** PATCH /api/meetings/<id> (staff) {status: held | no_show}: what happened, once the start has passed. */
export async function patchMeeting(request: Request, context: TokenContext): Promise<Response> {
  const { payload } = await requireLeadWorker(request, context.payload)
  const { status } = meetingStatusSchema.parse(await readJson(request))
  const meeting = await findMeeting(payload, (await context.params).ref, 1)
  if (!meeting) throw new ApiError(404, 'Meeting not found')
  if (meeting.status === 'cancelled' || Date.parse(meeting.start) > Date.now())
    throw new ApiError(409, `Only a meeting whose time has come can be marked ${AFTER_MEETING_STATUSES.join(' or ')}.`)
  const updated = await payload.update({
    collection: 'meetings',
    id: meeting.id,
    data: { status },
    overrideAccess: true,
    depth: 1,
  })
  return jsonResponse(meetingView(updated))
}
