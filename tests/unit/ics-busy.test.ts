import ical from 'node-ical'
import { describe, expect, it } from 'vitest'

import { busyFromIcs, busyOfCalendar, windowOfIcs } from '@/lib/ics-busy'

// The window a slots query reads: Monday 1 June 2026 00:00 UTC, two weeks on.
const FROM = Date.parse('2026-06-01T00:00:00Z')
const TO = Date.parse('2026-06-15T00:00:00Z')

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n')
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'].join('\r\n')

const feed = calendar(
  // Years of history: a meeting long over, a series that ended, and a move within it.
  event('old@test', 'DTSTART:20190301T090000Z', 'DTEND:20190301T100000Z', 'SUMMARY:Long ago', 'DESCRIPTION:Notes'),
  event('ended@test', 'DTSTART:20230102T090000Z', 'DTEND:20230102T100000Z', 'RRULE:FREQ=WEEKLY;UNTIL=20240101T000000Z'),
  event('ended@test', 'RECURRENCE-ID:20230109T090000Z', 'DTSTART:20230110T090000Z', 'DTEND:20230110T100000Z'),
  // Ten weeks from January 2025: over; six weeks from 4 May 2026: its last two are in the window.
  event('counted@test', 'DTSTART:20250106T090000Z', 'DTEND:20250106T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=10'),
  event('running@test', 'DTSTART:20260504T120000Z', 'DTEND:20260504T123000Z', 'RRULE:FREQ=WEEKLY;COUNT=6'),
  // A weekly series in London time started last year and never ending: one week left out, one week moved.
  event(
    'weekly@test',
    'DTSTART;TZID=Europe/London:20250602T100000',
    'DTEND;TZID=Europe/London:20250602T110000',
    'RRULE:FREQ=WEEKLY;BYDAY=MO',
    'EXDATE;TZID=Europe/London:20260608T100000',
    'BEGIN:VALARM',
    'TRIGGER:-PT15M',
    'ACTION:DISPLAY',
    'DESCRIPTION:DTSTART:19990101T000000Z',
    'END:VALARM',
  ),
  event(
    'weekly@test',
    'RECURRENCE-ID;TZID=Europe/London:20260601T100000',
    'DTSTART;TZID=Europe/London:20260601T140000',
    'DTEND;TZID=Europe/London:20260601T150000',
  ),
  // The evening of 31 May in Los Angeles is the small hours of 1 June in UTC.
  event(
    'late@test',
    'DTSTART;TZID=America/Los_Angeles:20260531T200000',
    'DTEND;TZID=America/Los_Angeles:20260531T210000',
  ),
  // A whole day off, in the partner's zone.
  event('holiday@test', 'DTSTART;VALUE=DATE:20260603', 'DTEND;VALUE=DATE:20260604'),
  // Far after the window.
  event('later@test', 'DTSTART:20270101T090000Z', 'DTEND:20270101T100000Z'),
)

const uids = (text: string) => [...text.matchAll(/^UID:(.+)$/gm)].map((match) => match[1])
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => `${new Date(start).toISOString()} – ${new Date(end).toISOString()}`)

describe('the window of a calendar feed', () => {
  it('keeps only the events that can be busy in the window, and of them only what is read', () => {
    const text = windowOfIcs(feed, FROM, TO)
    expect(uids(text)).toEqual(['running@test', 'weekly@test', 'weekly@test', 'late@test', 'holiday@test'])
    expect(text).not.toContain('SUMMARY')
    expect(text).not.toContain('VALARM')
    expect(text).toContain('EXDATE;TZID=Europe/London:20260608T100000')
  })

  it('keeps a finished series whole when one of its occurrences is moved into the window', () => {
    const moved = calendar(
      event('moved@test', 'DTSTART:20250106T090000Z', 'DTEND:20250106T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=2'),
      event('moved@test', 'RECURRENCE-ID:20250113T090000Z', 'DTSTART:20260602T090000Z', 'DTEND:20260602T100000Z'),
    )
    expect(uids(windowOfIcs(moved, FROM, TO))).toEqual(['moved@test', 'moved@test'])
  })

  it('gives the same busy times as the whole feed: the exception, the move, the time zones and the day off in Tokyo', () => {
    const window = { from: FROM, to: TO, timeZone: 'Asia/Tokyo' }
    const busy = busyFromIcs(feed, window)
    expect(busy).toEqual(busyOfCalendar(ical.sync.parseICS(feed), window))
    expect(iso(busy)).toEqual([
      '2026-06-01T03:00:00.000Z – 2026-06-01T04:00:00.000Z',
      // Moved from 10:00 to 14:00 London (BST) on the 1st; the 8th left out; the 15th is after the window.
      '2026-06-01T12:00:00.000Z – 2026-06-01T12:30:00.000Z',
      '2026-06-01T13:00:00.000Z – 2026-06-01T14:00:00.000Z',
      // 3 June in Tokyo (UTC+9).
      '2026-06-02T15:00:00.000Z – 2026-06-03T15:00:00.000Z',
      '2026-06-08T12:00:00.000Z – 2026-06-08T12:30:00.000Z',
    ])
  })
})
