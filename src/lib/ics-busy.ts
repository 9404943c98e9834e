import { TZDate } from '@date-fns/tz'
import ical, { type VEvent } from 'node-ical'

import type { Interval } from './meeting-slots'

/**
 * Busy times in an iCalendar feed between `from` and `to`: every opaque, not cancelled event,
 * recurring ones expanded (exceptions and moved occurrences applied by node-ical), all-day ones
 * covering the whole day in the partner's time zone.
 */
export function busyFromIcs(
  text: string,
  { from, to, timeZone }: { from: number; to: number; timeZone: string },
): Interval[] {
  const calendar = ical.sync.parseICS(text)
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
