import ical, { type VEvent } from 'node-ical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as meetingRoute from '@/app/api/meetings/[ref]/route'
import * as cancelRoute from '@/app/api/meetings/[ref]/cancel/route'
import * as rescheduleRoute from '@/app/api/meetings/[ref]/reschedule/route'
import * as meetingsRoute from '@/app/api/meetings/route'
import * as slotsRoute from '@/app/api/meetings/slots/route'
import * as peopleRoute from '@/app/api/people/route'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import type { BookingAnswer, SlotsAnswer } from '@/contracts/meetings'
import type { Person } from '@/contracts/people'
import { ingestMessage } from '@/leads/inbound/store'
import { loadLead } from '@/leads/lead'
import { MEETINGS_QUEUE } from '@/leads/meetings/jobs'
import { sendResultsEmail } from '@/leads/results-email'
import { resultsPath, resultsToken } from '@/lib/results-token'

import { SmtpSink, type ReceivedMail } from '../../fixtures/smtp-sink'
import { nextIp } from '../api/fixtures'
import { ADMIN_KEY, apiRequest, routeParams, testPayload } from '../helpers'
import { freshId, rawMessage } from '../inbound/messages'
import { makeAssessment } from '../inbox/fixtures'
import { runDue } from '../leads/queue'

const SMTP_PORT = 4851
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4851'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = new SmtpSink()
let partnerId: number
let partnerUserId: number

const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start: '09:00', end: '17:00' }))

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'ada@keystone.example', password: 'a-long-password-1', name: 'Ada Partner', role: 'partner' },
  })
  partnerUserId = user.id as number
  const member = await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: {
      name: 'Ada Partner',
      title: 'Partner',
      teamCategory: DEFAULT_TEAM_CATEGORY,
      isActive: true,
      user: user.id,
      availability: {
        bookable: true,
        timeZone: 'Europe/Berlin',
        weeklyHours: weekdays,
        videoUrl: 'https://meet.example.com/ada',
      },
    },
  })
  partnerId = member.id as number
})
afterAll(() => sink.stop())

const send = async (
  handler: (r: Request, c: never) => Promise<Response>,
  path: string,
  init: Parameters<typeof apiRequest>[1] = {},
  ref?: string,
) => {
  const response = await handler(apiRequest(path, { ip: nextIp(), ...init }), routeParams({ ref: ref ?? '' }) as never)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const slots = async (query: string) => send(slotsRoute.GET, `/api/meetings/slots?${query}`)

const booking = (start: string, extra: Record<string, unknown> = {}) => ({
  start,
  partnerId,
  name: 'Grace <b>Founder</b>',
  email: 'grace@founder.example',
  company: 'Hopper & Co',
  note: 'Line one\nBEGIN:VEVENT; "quoted", <script>',
  timeZone: 'America/New_York',
  formStartTime: Date.now() - 60_000,
  ...extra,
})

const mailsTo = (address: string) => sink.messages.filter((mail) => mail.to.includes(address))
const icsOf = (mail: ReceivedMail) => {
  const attachment = mail.parsed.attachments.find((each) => each.filename === 'invite.ics')
  expect(attachment).toBeDefined()
  return attachment!.content.toString('utf8')
}
const eventOf = (ics: string) => Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as VEvent

describe('meeting slots', () => {
  it('refuses a zone that is not IANA, more than 60 days and a partner who is not bookable, naming the field', async () => {
    const zone = await slots('tz=Mars/Olympus')
    expect([zone.status, zone.headers.get('x-invalid-fields')]).toEqual([400, 'tz'])
    const days = await slots('tz=UTC&days=61')
    expect([days.status, days.headers.get('x-invalid-fields')]).toEqual([400, 'days'])
    const partner = await slots('tz=UTC&partner=999999')
    expect([partner.status, partner.headers.get('x-invalid-fields')]).toEqual([400, 'partner'])
  })

  it('offers future slots on the partner’s working hours, at least 12 hours ahead', async () => {
    const answer = await slots('tz=America/New_York&days=14')
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.text) as SlotsAnswer
    expect(body.timeZone).toBe('America/New_York')
    expect(body.slots.length).toBeGreaterThan(20)
    for (const slot of body.slots) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 12 * 3_600_000 - 60_000)
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000)
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
      }).format(new Date(slot.start))
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):(00|30)$/)
    }
    expect(body.slots[0].partner).toEqual({ id: partnerId, name: 'Ada Partner' })
  })
})

describe('booking a meeting', () => {
  let booked: BookingAnswer
  let token: string

  it('books a free slot once: the same slot again is a 409, a time off the grid a 400 naming start', async () => {
    const lead = await makeAssessment(payload, { contactEmail: 'grace@founder.example', contactName: 'Grace' })
    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const created = await send(meetingsRoute.POST, '/api/meetings', {
      body: booking(free[3].start, { resultsToken: resultsToken(payload.secret, lead) }),
    })
    expect(created.status).toBe(201)
    booked = JSON.parse(created.text) as BookingAnswer
    expect(booked.start).toBe(free[3].start)
    expect(booked.partner).toEqual({ id: partnerId, name: 'Ada Partner' })
    expect(booked.manageUrl).toMatch(/^https:\/\/www\.keystone\.example\/meetings\/[\w-]+\.[\w-]{43}$/)
    token = booked.manageUrl.split('/').at(-1)!

    const again = await send(meetingsRoute.POST, '/api/meetings', {
      body: booking(free[3].start, { email: 'other@x.example' }),
    })
    expect(again.status).toBe(409)
    expect(again.text).toMatch(/just booked/)
    const offGrid = new Date(Date.parse(free[5].start) + 7 * 60_000).toISOString()
    const off = await send(meetingsRoute.POST, '/api/meetings', { body: booking(offGrid) })
    expect([off.status, off.headers.get('x-invalid-fields')]).toEqual([400, 'start'])
    const past = await send(meetingsRoute.POST, '/api/meetings', { body: booking('2020-01-06T09:00:00Z') })
    expect([past.status, past.headers.get('x-invalid-fields')]).toEqual([400, 'start'])

    const after = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    expect(after.slots.map((slot) => slot.start)).not.toContain(free[3].start)

    // The lead had no owner: the partner booked now owns it, recorded in its history.
    const stored = await payload.findByID({ collection: 'assessments', id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.ownerUser).toBe(partnerUserId)
    expect(stored.owner).toBe('Ada Partner')
  })

  it('sends the founder and the partner an invitation their calendars read: REQUEST, stable UID, organiser the partner', async () => {
    await runDue(payload, MEETINGS_QUEUE)
    const isBooking = (mail: ReceivedMail) => mail.subject.startsWith('Booked:')
    const founder = mailsTo('grace@founder.example').filter(isBooking)
    const partner = mailsTo('ada@keystone.example').filter(isBooking)
    expect(founder).toHaveLength(1)
    expect(partner).toHaveLength(1)
    expect(founder[0].parsed.replyTo?.text).toContain('ada@keystone.example')
    expect(founder[0].text).toContain(booked.manageUrl)
    expect(founder[0].text).toContain('https://meet.example.com/ada')
    expect(partner[0].text).toContain('Line one\nBEGIN:VEVENT; "quoted", <script>')
    expect(founder[0].html).toBe('')
    const ics = icsOf(founder[0])
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m)
    const event = eventOf(ics)
    expect(event.uid).toMatch(/@meetings$/)
    expect(event.start.toISOString()).toBe(new Date(booked.start).toISOString())
    expect(String(event.sequence)).toBe('0')
    expect(JSON.stringify(event.organizer)).toContain('ada@keystone.example')
    // The note is escaped per RFC 5545: one event, the text intact.
    expect(Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT')).toHaveLength(1)
    expect(String(event.description)).toContain('BEGIN:VEVENT; "quoted", <script>')
    expect(eventOf(icsOf(partner[0])).uid).toBe(event.uid)
  })

  it('threads the founder’s answer to the invitation to their assessment, even from another address', async () => {
    const [invitation] = mailsTo('grace@founder.example').filter((mail) => mail.subject.startsWith('Booked:'))
    const sent = await payload.find({
      collection: 'sent-messages',
      where: { kind: { equals: 'invitation' } },
      overrideAccess: true,
    })
    expect(sent.docs.map((doc) => doc.messageId)).toContain(invitation.parsed.messageId)
    const answer = await rawMessage({
      from: 'Grace <grace.personal@elsewhere.example>',
      to: 'ada@keystone.example',
      subject: `Re: ${invitation.subject}`,
      text: 'Looking forward to it.',
      messageId: freshId(),
      headers: { 'In-Reply-To': invitation.parsed.messageId!, References: invitation.parsed.messageId! },
    })
    expect(await ingestMessage(payload, answer, 'route')).toEqual({ outcome: 'stored', kind: 'reply' })
    const person = await send(peopleRoute.GET, '/api/people?email=grace@founder.example', { key: ADMIN_KEY })
    const entries = (JSON.parse(person.text) as Person).timeline.filter((entry) => entry.type === 'email-in')
    expect(entries.map((entry) => entry.text)).toEqual(['Looking forward to it.'])
  })

  it('reschedules to a free slot with a higher SEQUENCE, then cancels with METHOD:CANCEL; the slot is free again and the link stops working', async () => {
    const before = eventOf(icsOf(mailsTo('grace@founder.example').find((mail) => mail.subject.startsWith('Booked:'))!))
    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const moved = await send(rescheduleRoute.POST, '/x', { body: { start: free[10].start } }, token)
    expect(moved.status).toBe(200)
    await runDue(payload, MEETINGS_QUEUE)
    const update = mailsTo('grace@founder.example').find((mail) => mail.subject.startsWith('Moved:'))!
    expect(update.subject).toMatch(/^Moved:/)
    const updated = eventOf(icsOf(update))
    expect([updated.uid, String(updated.sequence)]).toEqual([before.uid, '1'])

    const cancelled = await send(cancelRoute.POST, '/x', { method: 'POST' }, token)
    expect(cancelled.status).toBe(200)
    await runDue(payload, MEETINGS_QUEUE)
    const cancel = mailsTo('grace@founder.example').find((mail) => mail.subject.startsWith('Cancelled:'))!
    expect(cancel.subject).toMatch(/^Cancelled:/)
    expect(icsOf(cancel)).toMatch(/^METHOD:CANCEL\r?$/m)
    expect(eventOf(icsOf(cancel)).uid).toBe(before.uid)
    const after = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    expect(after.slots.map((slot) => slot.start)).toContain(free[10].start)
    expect((await send(cancelRoute.POST, '/x', { method: 'POST' }, token)).status).toBe(410)
    expect((await send(cancelRoute.POST, '/x', { method: 'POST' }, `${token.slice(0, -2)}AA`)).status).toBe(404)
  })

  it('lets exactly one of many simultaneous bookings of one slot win', async () => {
    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const start = free[20].start
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        send(meetingsRoute.POST, '/api/meetings', { body: booking(start, { email: `racer${n}@x.example` }) }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([])
  })

  it('sends each reminder once, and none after a cancel', async () => {
    sink.messages.length = 0
    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const kept = JSON.parse(
      (await send(meetingsRoute.POST, '/api/meetings', { body: booking(free[30].start, { email: 'kept@x.example' }) }))
        .text,
    ) as BookingAnswer
    const dropped = JSON.parse(
      (
        await send(meetingsRoute.POST, '/api/meetings', {
          body: booking(free[31].start, { email: 'dropped@x.example' }),
        })
      ).text,
    ) as BookingAnswer
    await send(cancelRoute.POST, '/x', { method: 'POST' }, dropped.manageUrl.split('/').at(-1))
    // Every job made due at once, twice over: two reminders each for founder and partner, once.
    await runDue(payload, MEETINGS_QUEUE, 2)
    await runDue(payload, MEETINGS_QUEUE, 1)
    const reminders = sink.messages.filter((mail) => mail.subject.startsWith('Reminder:'))
    expect(reminders.filter((mail) => mail.to.includes('kept@x.example'))).toHaveLength(2)
    expect(reminders.filter((mail) => mail.to.includes('dropped@x.example'))).toHaveLength(0)
    expect(kept.id).toBeDefined()
  })

  it('holds a booking that filled a trap: the bot is told it worked, nothing is stored', async () => {
    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const before = await payload.count({ collection: 'meetings', overrideAccess: true })
    const bot = await send(meetingsRoute.POST, '/api/meetings', { body: booking(free[40].start, { honeypot: 'x' }) })
    expect(bot.status).toBe(200)
    const fast = await send(meetingsRoute.POST, '/api/meetings', {
      body: booking(free[40].start, { formStartTime: Date.now() }),
    })
    expect(fast.status).toBe(200)
    expect((await payload.count({ collection: 'meetings', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('the results e-mail', () => {
  it('offers a call with the matched partner, booked on the results page', async () => {
    const doc = await makeAssessment(payload, { contactEmail: 'reader@founder.example' })
    const lead = await loadLead(payload, { kind: 'assessment', id: String(doc.id) })
    expect(await sendResultsEmail(payload, lead!, 'Keystone')).toBe('sent')
    const mail = await sink.waitFor((each) => each.to.includes('reader@founder.example'))
    expect(mail.text).toMatch(
      /Book a call with Ada Partner: https:\/\/www\.keystone\.example\/assessment\/results\/[\w.-]+#book/,
    )

    // The partner's next three free times, in the partner's zone, each opening the results page with it picked.
    const { slots: free } = JSON.parse((await slots(`tz=UTC&days=14&partner=${partnerId}`)).text) as SlotsAnswer
    const results = `https://www.keystone.example${resultsPath(payload.secret, doc)}`
    const label = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Berlin',
    })
    const offered = free.slice(0, 3).map((slot) => ({
      label: label.format(new Date(slot.start)),
      url: `${results}?slot=${encodeURIComponent(slot.start)}#book`,
    }))
    expect(mail.text).toContain(
      [
        'Next free times with Ada Partner (Europe/Berlin time):',
        ...offered.map((time) => `- ${time.label}: ${time.url}`),
      ].join('\n'),
    )
    for (const time of offered)
      expect(mail.html).toContain(
        `<a href="${time.url.replaceAll('&', '&amp;')}" style="color:#1e3a8a">${time.label}</a>`,
      )
  })
})

describe('the firm sees the meeting', () => {
  it('puts it on the person’s timeline as a meeting with its status, which a partner sets once the time has come', async () => {
    const person = await send(peopleRoute.GET, '/api/people?email=grace@founder.example', { key: ADMIN_KEY })
    expect(person.status).toBe(200)
    const timeline = (JSON.parse(person.text) as Person).timeline.filter((entry) => entry.type === 'meeting')
    expect(timeline).toHaveLength(1)
    expect(timeline[0].status).toBe('cancelled')
    expect(timeline[0].summary).toMatch(/^Meeting with Ada Partner on .*: Cancelled$/)
    expect(timeline[0].lead?.kind).toBe('assessment')

    const { slots: free } = JSON.parse((await slots('tz=UTC&days=14')).text) as SlotsAnswer
    const future = JSON.parse(
      (await send(meetingsRoute.POST, '/api/meetings', { body: booking(free[50].start, { email: 'later@x.example' }) }))
        .text,
    ) as BookingAnswer
    const early = await send(
      meetingRoute.PATCH,
      '/x',
      { method: 'PATCH', key: ADMIN_KEY, body: { status: 'held' } },
      String(future.id),
    )
    expect(early.status).toBe(409)
    await payload.db.updateOne({
      collection: 'meetings',
      id: future.id,
      data: { start: '2026-01-05T09:00:00.000Z', end: '2026-01-05T09:30:00.000Z' },
      returning: false,
    })
    const held = await send(
      meetingRoute.PATCH,
      '/x',
      { method: 'PATCH', key: ADMIN_KEY, body: { status: 'no_show' } },
      String(future.id),
    )
    expect(held.status).toBe(200)
    expect(JSON.parse(held.text)).toMatchObject({ status: 'no_show' })
    const wrong = await send(
      meetingRoute.PATCH,
      '/x',
      { method: 'PATCH', key: ADMIN_KEY, body: { status: 'booked' } },
      String(future.id),
    )
    expect([wrong.status, wrong.headers.get('x-invalid-fields')]).toEqual([400, 'status'])
    const anonymous = await send(
      meetingRoute.PATCH,
      '/x',
      { method: 'PATCH', body: { status: 'held' } },
      String(future.id),
    )
    expect(anonymous.status).toBe(401)
  })
})
