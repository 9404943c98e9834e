const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The calendar day (YYYY-MM-DD) it is at `ms` in `timeZone`. */
export const dayIn = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)
