import type { Granularity } from '@/contracts/analytics-answers'
import { daysInSpan, type Comparison, type DaySpan, type PeriodQuery, type Range } from '@/contracts/analytics'
import { addDays, localDayHour, zonedDayStart } from './time'

/**
 * The period a report covers: whole local days in the site's time zone, `from` to `to`
 * inclusive, compared with the period of equal length just before it.
 */
/** Past this many days a trend is drawn per month; a one-day period is drawn per hour. */
export const DAILY_SERIES_MAX_DAYS = 400

export type Period = DaySpan & {
  range: Range | 'custom'
  granularity: Granularity
  /** What it is compared with (`compare`): by default the period of equal length just before; null for all time. */
  previous: DaySpan | null
  compare: Comparison['compare']
}

function firstDayOf(range: Exclude<Range, 'all'>, today: string): string {
  switch (range) {
    case 'today':
      return today
    case '7d':
      return addDays(today, -6)
    case '30d':
      return addDays(today, -29)
    case '90d':
      return addDays(today, -89)
    case '12m': {
      // The same date a year ago is excluded: "last 12 months" ends today.
      const [year, month, date] = today.split('-').map(Number)
      return addDays(new Date(Date.UTC(year - 1, month - 1, date)).toISOString().slice(0, 10), 1)
    }
  }
}

function granularityOf(span: DaySpan): Granularity {
  const days = daysInSpan(span)
  if (days === 1) return 'hour'
  return days > DAILY_SERIES_MAX_DAYS ? 'month' : 'day'
}

const previousOf = (span: DaySpan): DaySpan => {
  const days = daysInSpan(span)
  return { from: addDays(span.from, -days), to: addDays(span.from, -1) }
}

/** The same date a year earlier; 29 February becomes the 28th. */
export function yearEarlier(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate()
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`
}

/** The span a period is compared with; all time has none unless a custom one is asked for. */
function comparedSpan(span: DaySpan, comparison: Comparison | undefined, allTime: boolean): DaySpan | null {
  if (comparison?.compare === 'custom') return { from: comparison.from, to: comparison.to }
  if (allTime) return null
  if (comparison?.compare === 'year') return { from: yearEarlier(span.from), to: yearEarlier(span.to) }
  return previousOf(span)
}

/**
 * The period for a query at `now`. All time starts on the first day that has data
 * (`firstDataDay`, today when there is none) and has nothing before it to compare with.
 */
export function resolvePeriod(query: PeriodQuery, now: number, timeZone: string, firstDataDay: string | null): Period {
  const today = localDayHour(now, timeZone).day
  const compare = query.comparison?.compare ?? 'previous'
  const of = (span: DaySpan, range: Period['range']): Period => ({
    ...span,
    range,
    granularity: granularityOf(span),
    previous: comparedSpan(span, query.comparison, range === 'all'),
    compare,
  })
  if ('from' in query) return of({ from: query.from, to: query.to }, 'custom')
  if (query.range === 'all')
    return of({ from: firstDataDay !== null && firstDataDay < today ? firstDataDay : today, to: today }, 'all')
  return of({ from: firstDayOf(query.range, today), to: today }, query.range)
}

/** The instants a span covers: [start of `from`, start of the day after `to`) in the time zone. */
export function spanInstants(span: DaySpan, timeZone: string): { start: number; end: number } {
  return { start: zonedDayStart(span.from, timeZone), end: zonedDayStart(addDays(span.to, 1), timeZone) }
}

/** Every bucket key of a span at a granularity: hours 0–23, days YYYY-MM-DD or months YYYY-MM. */
export function bucketKeys(span: DaySpan, granularity: Granularity): string[] {
  if (granularity === 'hour') return Array.from({ length: 24 }, (_, hour) => String(hour))
  const keys: string[] = []
  if (granularity === 'day') {
    for (let day = span.from; day <= span.to; day = addDays(day, 1)) keys.push(day)
    return keys
  }
  let [year, month] = span.from.split('-').map(Number)
  const last = span.to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    keys.push(key)
    if (key >= last) return keys
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
}
