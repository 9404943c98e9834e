import { describe, expect, it } from 'vitest'

import { type Availability, freeSlots, isTimeZone } from '@/lib/meeting-slots'

const weekdays = (start: string, end: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start, end }))

const base = (timeZone: string, extra: Partial<Availability> = {}): Availability => ({
  timeZone,
  weeklyHours: weekdays('09:00', '17:00'),
  lengthMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 12,
  maxPerDay: 20,
  horizonDays: 30,
  ...extra,
})

const iso = (ms: number) => new Date(ms).toISOString()
const at = (text: string) => Date.parse(text)
const startsOn = (slots: { start: number }[], day: string) =>
  slots.map((s) => iso(s.start)).filter((s) => s.startsWith(day))

describe('free slots', () => {
  it('keeps 09:00 local across the spring DST change in New York (UTC-5 → UTC-4)', () => {
    const slots = freeSlots({
      now: at('2026-03-05T12:00:00Z'),
      days: 7,
      availability: base('America/New_York'),
      busy: [],
      booked: [],
    })
    expect(startsOn(slots, '2026-03-06')[0]).toBe('2026-03-06T14:00:00.000Z')
    expect(startsOn(slots, '2026-03-09')[0]).toBe('2026-03-09T13:00:00.000Z')
    expect(startsOn(slots, '2026-03-09').at(-1)).toBe('2026-03-09T20:30:00.000Z')
    expect(startsOn(slots, '2026-03-07')).toEqual([])
    expect(startsOn(slots, '2026-03-09')).toHaveLength(16)
  })

  it('keeps 09:00 local across the autumn change in Berlin and counts a night window in real minutes', () => {
    const slots = freeSlots({
      now: at('2026-10-22T00:00:00Z'),
      days: 7,
      availability: base('Europe/Berlin', {
        weeklyHours: [...weekdays('09:00', '17:00'), { day: 'sun', start: '01:00', end: '04:00' }],
      }),
      busy: [],
      booked: [],
    })
    expect(startsOn(slots, '2026-10-23')[0]).toBe('2026-10-23T07:00:00.000Z')
    expect(startsOn(slots, '2026-10-26')[0]).toBe('2026-10-26T08:00:00.000Z')
    // 01:00 CEST to 04:00 CET on the night the clocks go back is four real hours: eight slots.
    const night = slots.filter((s) => s.start >= at('2026-10-24T22:00:00Z') && s.start < at('2026-10-25T04:00:00Z'))
    expect(night.map((s) => iso(s.start))).toHaveLength(8)
    expect(iso(night[0].start)).toBe('2026-10-24T23:00:00.000Z')
  })

  it('skips the missing hour in spring in Berlin', () => {
    const slots = freeSlots({
      now: at('2026-03-26T00:00:00Z'),
      days: 5,
      availability: base('Europe/Berlin', { weeklyHours: [{ day: 'sun', start: '01:00', end: '04:00' }] }),
      busy: [],
      booked: [],
    })
    // 01:00 CET to 04:00 CEST is two real hours.
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ])
  })

  it('leaves out busy times widened by the buffer, the notice period, full days and days past the horizon', () => {
    const availability = base('UTC', { bufferMinutes: 15, maxPerDay: 2, horizonDays: 3, noticeHours: 12 })
    const now = at('2026-06-01T06:00:00Z') // Monday
    const slots = freeSlots({
      now,
      days: 14,
      availability,
      busy: [{ start: at('2026-06-02T10:00:00Z'), end: at('2026-06-02T11:00:00Z') }],
      booked: [
        { start: at('2026-06-03T09:00:00Z'), end: at('2026-06-03T09:30:00Z') },
        { start: at('2026-06-03T13:00:00Z'), end: at('2026-06-03T13:30:00Z') },
      ],
    })
    const days = new Set(slots.map((s) => iso(s.start).slice(0, 10)))
    // Notice: nothing before 18:00 on Monday, so nothing that day; Wednesday is full; Thursday is past the horizon.
    expect([...days]).toEqual(['2026-06-02'])
    const tuesday = startsOn(slots, '2026-06-02')
    // The grid is 45 minutes (30 + 15 buffer); 09:45 ends at 10:15 and 10:30 starts before 11:15, both clash.
    expect(tuesday.slice(0, 3)).toEqual([
      '2026-06-02T09:00:00.000Z',
      '2026-06-02T11:15:00.000Z',
      '2026-06-02T12:00:00.000Z',
    ])
  })

  it('knows IANA zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
