import { TZDate } from '@date-fns/tz'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The hour a task given only a day falls due, in the site's time zone. */
const TASK_REMINDER_HOUR = 8

/**
 * The instant a task is due: a day (YYYY-MM-DD) means 08:00 that day in `timeZone` (whatever its
 * offset that day: daylight saving counts), a date-time is taken as written.
 */
export function taskDueInstant(value: string, timeZone: string): Date {
  const day = DAY.exec(value)
  if (!day) return new Date(value)
  const [, year, month, date] = day.map(Number)
  return new Date(new TZDate(year, month - 1, date, TASK_REMINDER_HOUR, 0, 0, timeZone).getTime())
}

/** The start of the day after `now` in `timeZone`, and the start of today there. */
export function dayBounds(now: Date, timeZone: string): { startOfToday: Date; startOfTomorrow: Date } {
  const today = new TZDate(now.getTime(), timeZone)
  const start = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0, 0, timeZone)
  const next = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, 0, 0, 0, timeZone)
  return { startOfToday: new Date(start.getTime()), startOfTomorrow: new Date(next.getTime()) }
}

/** The instant a day (YYYY-MM-DD) starts in `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, timeZone).getTime())
}
