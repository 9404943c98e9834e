const DEFAULT_SITE_TIMEZONE = 'America/Chicago'

export const siteTimeZone = (): string => process.env.SITE_TIMEZONE?.trim() || DEFAULT_SITE_TIMEZONE

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  return format
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function localParts(ms: number, timeZone: string): Parts {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts as Parts
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Every UTC offset in use is a multiple of 15 minutes, so day and hour are constant within a slot. */
const SLOT_MS = 15 * 60 * 1000
const slots = new Map<string, { day: string; hour: number }>()

/** The last slot asked: every analytics event asks for the current one, without a key to build. */
let last = { timeZone: '', slot: NaN, result: { day: '', hour: 0 } }

/** The calendar day (YYYY-MM-DD) and hour (0-23) of an instant in a time zone. */
export function localDayHour(ms: number, timeZone: string): { day: string; hour: number } {
  const slot = Math.floor(ms / SLOT_MS)
  if (slot === last.slot && timeZone === last.timeZone) return last.result
  const key = `${timeZone} ${slot}`
  let result = slots.get(key)
  if (!result) {
    const { year, month, day, hour } = localParts(ms, timeZone)
    result = { day: `${year}-${pad(month)}-${pad(day)}`, hour }
    if (slots.size >= 10_000) slots.clear()
    slots.set(key, result)
  }
  last = { timeZone, slot, result }
  return result
}

/** The instant a local calendar day (YYYY-MM-DD) begins in a time zone (DST-safe). */
export function zonedDayStart(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number)
  const wall = Date.UTC(year, month - 1, date)
  const offsetAt = (ms: number) => {
    const p = localParts(ms, timeZone)
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000
  }
  const guess = wall - offsetAt(wall)
  return wall - offsetAt(guess)
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}
