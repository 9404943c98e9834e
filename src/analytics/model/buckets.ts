import { addDays } from './time'

/** Inclusive ranges of days ('YYYY-MM-DD') and of months ('YYYY-MM'). */
type PeriodBuckets = { months: { from: string; to: string } | null; days: { from: string; to: string }[] }

const monthOf = (day: string) => day.slice(0, 7)
const firstOfMonth = (day: string) => `${monthOf(day)}-01`
const lastOfMonth = (day: string) => addDays(`${monthOf(addDays(firstOfMonth(day), 32))}-01`, -1)
const previousMonth = (month: string) => monthOf(addDays(`${month}-01`, -1))
const nextMonth = (month: string) => monthOf(addDays(`${month}-01`, 32))

/**
 * How to read the local days from `from` (null: the beginning) to `to`, both included, from the
 * rollups: whole calendar months from the month tables and the days of partial months from the
 * day tables, so a 3-year period reads ~36 month rows and at most ~60 day rows per key.
 */
export function periodBuckets(from: string | null, to: string): PeriodBuckets {
  if (from !== null && from > to) return { months: null, days: [] }
  if (from !== null && monthOf(from) === monthOf(to)) {
    return from === firstOfMonth(from) && to === lastOfMonth(to)
      ? { months: { from: monthOf(from), to: monthOf(to) }, days: [] }
      : { months: null, days: [{ from, to }] }
  }
  const days: { from: string; to: string }[] = []
  let firstMonth = from === null ? '0000-01' : monthOf(from)
  if (from !== null && from !== firstOfMonth(from)) {
    days.push({ from, to: lastOfMonth(from) })
    firstMonth = nextMonth(firstMonth)
  }
  let lastMonth = monthOf(to)
  if (to !== lastOfMonth(to)) {
    days.push({ from: firstOfMonth(to), to })
    lastMonth = previousMonth(lastMonth)
  }
  return { months: firstMonth <= lastMonth ? { from: firstMonth, to: lastMonth } : null, days }
}
