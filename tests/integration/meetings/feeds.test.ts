import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as meetingsRoute from '@/app/api/meetings/route'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import { slotsFor } from '@/leads/meetings/slots'
import { forgetFeeds } from '@/leads/meetings/feed'
import { fetchFeedText } from '@/leads/meetings/feed-fetch'

import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'

let payload: Payload
let partnerId: number
const FEED = 'https://calendar.example/secret/basic.ics'

// Monday 1 June 2026, 00:00 UTC; the partner works 09:00–12:00 UTC on weekdays, no notice.
const NOW = Date.parse('2026-06-01T00:00:00Z')

const ics = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//test//EN
BEGIN:VEVENT
UID:standup@test
DTSTART;TZID=Europe/London:20260601T100000
DTEND;TZID=Europe/London:20260601T110000
RRULE:FREQ=DAILY;COUNT=5
EXDATE;TZID=Europe/London:20260603T100000
SUMMARY:Stand-up
END:VEVENT
BEGIN:VEVENT
UID:standup@test
RECURRENCE-ID;TZID=Europe/London:20260602T100000
DTSTART;TZID=Europe/London:20260602T070000
DTEND;TZID=Europe/London:20260602T080000
SUMMARY:Stand-up moved earlier
END:VEVENT
BEGIN:VEVENT
UID:holiday@test
DTSTART;VALUE=DATE:20260605
DTEND;VALUE=DATE:20260606
SUMMARY:Day off
END:VEVENT
BEGIN:VEVENT
UID:free@test
DTSTART:20260604T110000Z
DTEND:20260604T120000Z
TRANSP:TRANSPARENT
SUMMARY:Marked free
END:VEVENT
END:VCALENDAR
`

beforeAll(async () => {
  payload = await testPayload()
  const member = await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: {
      name: 'Feed Partner',
      title: 'Partner',
      teamCategory: DEFAULT_TEAM_CATEGORY,
      isActive: true,
      availability: {
        bookable: true,
        timeZone: 'UTC',
        weeklyHours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
          day,
          start: '09:00',
          end: '12:00',
        })),
        noticeHours: 0,
        calendarFeedUrl: FEED,
      },
    },
  })
  partnerId = member.id as number
})

const startsOn = (slots: { start: string }[], day: string) =>
  slots.filter((slot) => slot.start.startsWith(day)).map((slot) => slot.start.slice(11, 16))

describe('calendar feeds', () => {
  it('leaves out busy times: recurring events, their exceptions and moved occurrences, all-day events; free ones stay', async () => {
    forgetFeeds()
    const answer = await slotsFor(
      payload,
      { days: 7, tz: 'UTC', partner: partnerId },
      { now: NOW, fetchText: async () => ics },
    )
    // 10:00 London (BST) is 09:00 UTC.
    expect(startsOn(answer.slots, '2026-06-01')).toEqual(['10:00', '10:30', '11:00', '11:30'])
    // Moved to 07:00 London (06:00 UTC), outside the hours: the whole morning is free.
    expect(startsOn(answer.slots, '2026-06-02')).toHaveLength(6)
    // Excluded by EXDATE.
    expect(startsOn(answer.slots, '2026-06-03')).toHaveLength(6)
    // The stand-up, but the transparent event blocks nothing.
    expect(startsOn(answer.slots, '2026-06-04')).toEqual(['10:00', '10:30', '11:00', '11:30'])
    // All-day.
    expect(startsOn(answer.slots, '2026-06-05')).toEqual([])
  })

  it('offers working hours alone when the feed fails, and records since when it fails', async () => {
    forgetFeeds()
    const answer = await slotsFor(
      payload,
      { days: 7, tz: 'UTC', partner: partnerId },
      {
        now: NOW,
        fetchText: async () => {
          throw new Error('The feed answered HTTP 500')
        },
      },
    )
    expect(startsOn(answer.slots, '2026-06-05')).toHaveLength(6)
    const member = await payload.findByID({ collection: 'team-members', id: partnerId, overrideAccess: true })
    expect(member.availability?.feedFailingSince).toBeTruthy()
    expect(member.availability?.feedError).toBe('The feed answered HTTP 500')
    const listed = await call(meetingsRoute.GET, '/api/meetings', admin)
    expect(listed.status).toBe(200)
    expect((listed.json() as { failingFeeds: { partner: { name: string } }[] }).failingFeeds).toEqual([
      expect.objectContaining({ partner: { id: partnerId, name: 'Feed Partner' } }),
    ])

    forgetFeeds()
    await slotsFor(payload, { days: 7, tz: 'UTC', partner: partnerId }, { now: NOW, fetchText: async () => ics })
    const recovered = await payload.findByID({ collection: 'team-members', id: partnerId, overrideAccess: true })
    expect(recovered.availability?.feedFailingSince).toBeFalsy()
  })

  it('reads a feed once for a few minutes, then answers from that read while it reads it again', async () => {
    forgetFeeds()
    const withoutHoliday = ics.replace(/BEGIN:VEVENT\nUID:holiday@test[\s\S]*?END:VEVENT\n/, '')
    let reads = 0
    const slotsAt = (minutes: number, text: string) =>
      slotsFor(
        payload,
        { days: 7, tz: 'UTC', partner: partnerId },
        {
          now: NOW + minutes * 60_000,
          fetchText: async () => {
            reads += 1
            return text
          },
        },
      )
    expect(startsOn((await slotsAt(0, ics)).slots, '2026-06-05')).toEqual([])
    expect(startsOn((await slotsAt(4, withoutHoliday)).slots, '2026-06-05')).toEqual([])
    expect(reads).toBe(1)

    // Older than five minutes: this answer still comes from the first read, the next from the new one.
    expect(startsOn((await slotsAt(6, withoutHoliday)).slots, '2026-06-05')).toEqual([])
    await vi.waitFor(() => expect(reads).toBe(2))
    await vi.waitFor(async () =>
      expect(startsOn((await slotsAt(7, ics)).slots, '2026-06-05')).toEqual(['10:00', '10:30', '11:00', '11:30']),
    )
    expect(reads).toBe(2)

    // An hour old, a read is waited for.
    expect(startsOn((await slotsAt(70, ics)).slots, '2026-06-05')).toEqual([])
    expect(reads).toBe(3)
  })

  it('never reads a feed from a private or reserved address, nor over http', async () => {
    for (const url of [
      'https://127.0.0.1/feed.ics',
      'https://10.0.0.8/feed.ics',
      'https://169.254.169.254/latest',
      'https://[::1]/feed.ics',
      'https://[::ffff:192.168.1.1]/feed.ics',
      'https://localhost/feed.ics',
    ])
      await expect(fetchFeedText(url), url).rejects.toThrow(/private or reserved/)
    await expect(fetchFeedText('http://calendar.example/feed.ics')).rejects.toThrow(/not https/)
  })

  it('refuses a feed address that is not https:// where it is saved', async () => {
    await expect(
      payload.update({
        collection: 'team-members',
        id: partnerId,
        overrideAccess: true,
        data: { availability: { calendarFeedUrl: 'http://calendar.example/feed.ics' } },
      }),
    ).rejects.toThrow(/Calendar feed/)
  })
})
