import { TZDate } from '@date-fns/tz'

/**
 * Bookable slots: a partner's weekly working hours in their time zone, less busy times (their
 * calendar feed, meetings already booked, each widened by the buffer), from the minimum notice to
 * the horizon, at most `maxPerDay` meetings on a local day. Slots lie on a grid of length + buffer
 * from each window's start, so two different free slots never clash and the database's unique key
 * on (partner, start) alone decides a race.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Working hours on one weekday, local wall-clock times `HH:MM` (end after start). */
type WeeklyWindow = { day: Weekday; start: string; end: string }

export type Availability = {
  timeZone: string
  weeklyHours: readonly WeeklyWindow[]
  lengthMinutes: number
  bufferMinutes: number
  noticeHours: number
  maxPerDay: number
  horizonDays: number
}

export type Interval = { start: number; end: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** `HH:MM` as minutes after midnight, or null. */
export function minutesOf(value: string): number | null {
  const match = TIME.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** A zone's day formatter, made once: making one costs more than a whole day's slots. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false
  try {
    dayFormat(zone)
    return true
  } catch {
    return false
  }
}

/** The local calendar day (YYYY-MM-DD) of an instant in a zone. */
const localDay = (ms: number, timeZone: string) => dayFormat(timeZone).format(ms)

/** Local wall-clock times already turned into instants: every query asks for the same days' hours again. */
const instants = new Map<string, number>()

/** The instant of a local wall-clock time on a local day (a time skipped by a DST change moves to the nearest real one). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const key = `${timeZone} ${year}-${month}-${day} ${minutes}`
  let instant = instants.get(key)
  if (instant === undefined) {
    instant = new TZDate(year, month, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime()
    if (instants.size >= 50_000) instants.clear()
    instants.set(key, instant)
  }
  return instant
}

/** Intervals merged into a disjoint list sorted by start. */
function union(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const { start, end } of sorted) {
    const last = merged.at(-1)
    if (last && start <= last.end) last.end = Math.max(last.end, end)
    else merged.push({ start, end })
  }
  return merged
}

/** Whether [start, end) overlaps any interval of a disjoint sorted list. */
function overlaps(disjoint: readonly Interval[], start: number, end: number): boolean {
  let low = 0
  let high = disjoint.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (disjoint[mid].end <= start) low = mid + 1
    else high = mid
  }
  return low < disjoint.length && disjoint[low].start < end
}

export type SlotQuery = {
  now: number
  /** How many days ahead the caller asks for; the partner's horizon caps it. */
  days: number
  availability: Availability
  /** Busy times from the calendar feed. */
  busy: readonly Interval[]
  /** Meetings already booked with this partner (not cancelled). */
  booked: readonly Interval[]
}

/** Free slots, earliest first. */
export function freeSlots({ now, days, availability, busy, booked }: SlotQuery): Interval[] {
  const { timeZone, lengthMinutes, bufferMinutes, noticeHours, maxPerDay, horizonDays } = availability
  const length = lengthMinutes * MINUTE
  const buffer = bufferMinutes * MINUTE
  const earliest = now + noticeHours * HOUR
  const latest = now + Math.min(days, horizonDays) * DAY
  if (length <= 0 || latest <= earliest) return []
  const blocked = union([...busy, ...booked].map(({ start, end }) => ({ start: start - buffer, end: end + buffer })))
  const perDay = new Map<string, number>()
  for (const meeting of booked) {
    const day = localDay(meeting.start, timeZone)
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }

  const slots: Interval[] = []
  const [firstYear, firstMonth, firstDate] = localDay(earliest, timeZone).split('-').map(Number)
  const lastDay = localDay(latest, timeZone)
  for (let offset = 0; ; offset += 1) {
    // Local days counted on the calendar, not in 24-hour steps (a DST change makes a day 23 or 25 hours).
    const calendar = new Date(Date.UTC(firstYear, firstMonth - 1, firstDate + offset))
    const [year, month, date] = [calendar.getUTCFullYear(), calendar.getUTCMonth(), calendar.getUTCDate()]
    const day = calendar.toISOString().slice(0, 10)
    if (day > lastDay) break
    if ((perDay.get(day) ?? 0) >= maxPerDay) continue
    const weekday = WEEKDAYS[calendar.getUTCDay()]
    for (const window of availability.weeklyHours) {
      const [from, to] = [minutesOf(window.start), minutesOf(window.end)]
      if (window.day !== weekday || from === null || to === null || to <= from) continue
      const windowEnd = instantOf(year, month, date, to, timeZone)
      for (
        let start = instantOf(year, month, date, from, timeZone);
        start + length <= windowEnd;
        start += length + buffer
      ) {
        if (start >= earliest && start <= latest && !overlaps(blocked, start, start + length))
          slots.push({ start, end: start + length })
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start)
}
