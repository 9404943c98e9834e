import { TZDate } from '@date-fns/tz'
import ical, { type CalendarResponse, type VEvent } from 'node-ical'

import type { Interval } from './meeting-slots'

const DAY = 86_400_000
/** Two days either side covers any zone's offset and a date-only value's whole day. */
const MARGIN = 2 * DAY

/** The properties of an event the busy times are read from; the rest (descriptions, attendees, alarms) is never parsed. */
const READ = new Set([
  'BEGIN',
  'END',
  'UID',
  'DTSTART',
  'DTEND',
  'DURATION',
  'RRULE',
  'RDATE',
  'EXDATE',
  'RECURRENCE-ID',
  'STATUS',
  'TRANSP',
])

/** The calendar day of a DATE or DATE-TIME value (its wall clock, whatever its zone), as UTC midnight; NaN when unreadable. */
const dayOf = (line: string | undefined) => {
  const match = line && /:(\d{4})(\d{2})(\d{2})/.exec(line)
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
}

const nameOf = (line: string) => /^[A-Za-z-]+/.exec(line)?.[0].toUpperCase() ?? ''

/** An event's lines (unfolded) by property name: the first of each. */
function firstOf(lines: string[]): Map<string, string> {
  const found = new Map<string, string>()
  for (const line of lines) {
    const name = nameOf(line)
    if (name && !found.has(name)) found.set(name, line)
  }
  return found
}

/**
 * Whether an event may be busy between `from` and `to`; only clear cases are left out: a single
 * event over before the window, or one that (with its repeats) starts after it. A moved occurrence
 * (RECURRENCE-ID) stays when it is moved from or to the window.
 */
function mayTouch(props: Map<string, string>, from: number, to: number): boolean {
  const start = dayOf(props.get('DTSTART'))
  if (Number.isNaN(start)) return true
  const moved = props.has('RECURRENCE-ID') ? dayOf(props.get('RECURRENCE-ID')) : null
  if (moved !== null && (Number.isNaN(moved) || (moved >= from - MARGIN && moved <= to + MARGIN))) return true
  if (start > to + MARGIN) return false
  if (props.has('DURATION')) return true
  const end = props.has('DTEND') ? dayOf(props.get('DTEND')) : start
  if (Number.isNaN(end)) return true
  if (props.has('RDATE')) return true
  if (props.has('RRULE')) {
    const last = lastStart(props.get('RRULE')!, start)
    return last === null || last + (end - start) + DAY >= from - MARGIN
  }
  return end + DAY >= from - MARGIN
}

/**
 * The latest day a series can start an occurrence: its UNTIL, or for a COUNT of daily or weekly
 * repeats not limited by month, month day, year day or position, a week (a day when every day
 * repeats) per repeat; null when it is not that clear.
 */
function lastStart(rule: string, start: number): number | null {
  const until = /UNTIL=(\d{8})/i.exec(rule)
  if (until) return dayOf(`:${until[1]}`)
  const count = /COUNT=(\d+)/i.exec(rule)
  const frequency = /FREQ=(DAILY|WEEKLY)/i.exec(rule)?.[1].toUpperCase()
  if (!count || !frequency || /BY(MONTH|MONTHDAY|YEARDAY|WEEKNO|SETPOS)=/i.test(rule)) return null
  const every = frequency === 'DAILY' && !/BYDAY=/i.test(rule) ? DAY : 7 * DAY
  const interval = Number(/INTERVAL=(\d+)/i.exec(rule)?.[1] ?? 1)
  return start + Number(count[1]) * interval * every
}

/**
 * The part of a feed that can be busy between `from` and `to`, for the parser: events clearly
 * outside the window left out, and of the others only the properties read. Real feeds hold years
 * of past events with long descriptions; parsing (recurrence rules above all) is the cost. A
 * series whose moved occurrence stays is kept whole, so the move still replaces its occurrence.
 */
export function windowOfIcs(text: string, from: number, to: number): string {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const out: (string | { lines: string[]; uid: string; keep: boolean })[] = []
  const movedSeries = new Set<string>()
  let event: string[] | null = null
  let depth = 0
  for (const line of lines) {
    const upper = line.toUpperCase()
    if (event === null) {
      if (upper === 'BEGIN:VEVENT') event = [line]
      else out.push(line)
      continue
    }
    // Components inside an event (alarms) are never read.
    if (upper.startsWith('BEGIN:')) depth += 1
    else if (upper.startsWith('END:') && depth > 0) depth -= 1
    else if (upper === 'END:VEVENT') {
      event.push(line)
      const props = firstOf(event)
      const uidLine = props.get('UID') ?? ''
      const uid = uidLine.slice(uidLine.indexOf(':') + 1)
      const keep = mayTouch(props, from, to)
      if (keep && props.has('RECURRENCE-ID')) movedSeries.add(uid)
      out.push({ lines: event, uid, keep })
      event = null
    } else if (depth === 0 && READ.has(nameOf(line))) event.push(line)
  }
  return out
    .flatMap((part) => (typeof part === 'string' ? [part] : part.keep || movedSeries.has(part.uid) ? part.lines : []))
    .join('\r\n')
}

type Window = { from: number; to: number; timeZone: string }

/**
 * Busy times in an iCalendar feed between `from` and `to`: every opaque, not cancelled event,
 * recurring ones expanded (exceptions and moved occurrences applied by node-ical), all-day ones
 * covering the whole day in the partner's time zone.
 */
export const busyFromIcs = (text: string, window: Window): Interval[] =>
  busyOfCalendar(ical.sync.parseICS(windowOfIcs(text, window.from, window.to)), window)

/** The busy times of a parsed calendar (the whole feed, unfiltered, in tests). */
export function busyOfCalendar(calendar: CalendarResponse, { from, to, timeZone }: Window): Interval[] {
  const busy: Interval[] = []
  // node-ical gives a date-only value as local midnight of this process: read its calendar day back.
  const wholeDay = (date: Date, days: number) =>
    new TZDate(date.getFullYear(), date.getMonth(), date.getDate() + days, 0, 0, timeZone).getTime()
  for (const component of Object.values(calendar)) {
    if (!component || component.type !== 'VEVENT') continue
    const event = component as VEvent
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED' || !event.start) continue
    const instances = ical.expandRecurringEvent(event, { from: new Date(from), to: new Date(to), expandOngoing: true })
    for (const instance of instances) {
      if (instance.event.status === 'CANCELLED' || instance.event.transparency === 'TRANSPARENT') continue
      const start = instance.isFullDay ? wholeDay(instance.start, 0) : instance.start.getTime()
      const days = instance.isFullDay
        ? Math.max(1, Math.round((instance.end.getTime() - instance.start.getTime()) / 86_400_000))
        : 0
      const end = instance.isFullDay ? wholeDay(instance.start, days) : instance.end.getTime()
      if (end > from && start < to && end > start) busy.push({ start, end })
    }
  }
  return busy.sort((a, b) => a.start - b.start)
}
