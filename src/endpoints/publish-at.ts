import { TZDate } from '@date-fns/tz'

const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/

/**
 * The instant a 'Publish at' value names: as given when it carries an offset (2026-12-01T15:00Z),
 * else a wall-clock time in `timeZone` (2026-12-01T09:00 in America/Chicago), DST included.
 */
export function publishAtInstant(value: string, timeZone: string): Date {
  if (WITH_OFFSET.test(value)) return new Date(value)
  const [date, time] = value.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes, seconds = 0] = time.split(':').map(Number)
  return new Date(TZDate.tz(timeZone, year, month - 1, day, hours, minutes, Math.floor(seconds)).getTime())
}

/** An instant as the dashboard's date-and-time input shows it in `timeZone` (2026-12-01T09:00). */
export function localDateTime(instant: Date | string, timeZone: string): string {
  const local = new TZDate(new Date(instant).getTime(), timeZone)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`
}
