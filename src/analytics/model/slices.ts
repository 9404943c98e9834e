/**
 * Filter slices: a filtered report's rows (totals, breakdowns, pages with exits, hours, goals) summed
 * per closed day and per closed month for each value of a sliced filter, so a report with that filter
 * reads a few hundred rows per month instead of every visit. docs/analytics.md#filter-slices.
 */
import { filterEntries, type DaySpan, type FilterDimension, type ReportFilters } from '@/contracts/analytics'

import { periodBuckets } from './buckets'
import { filterField, storedValue } from './filters'
import { DAILY_SERIES_MAX_DAYS } from './period'
import { addDays } from './time'

/**
 * The filters (alone, or the pair together) that have slices: dimensions whose values are few or
 * heavily skewed, the entry and exit pages (a visit has one of each) and the viewed page (a visit
 * counts under every page it viewed); the threshold keeps the long tail out. Campaign detail filters
 * and other combinations read the kept visits.
 */
const SLICED_FILTERS: readonly (readonly FilterDimension[])[] = [
  ['channel'],
  ['source'],
  ['utm_source'],
  ['utm_medium'],
  ['utm_campaign'],
  ['country'],
  ['device'],
  ['browser'],
  ['entry_page'],
  ['exit_page'],
  ['page'],
  ['source', 'country'],
]

/** The sliced sets of visit columns (every one but the viewed page, which is a visit's pages). */
export const VISIT_SLICED_FILTERS = SLICED_FILTERS.filter(
  (set): set is readonly Exclude<FilterDimension, 'page'>[] => !set.includes('page'),
)

/** A value is sliced for a day or month only with this many visits in it; rarer ones are read from the kept visits. */
export const MIN_SLICE_VISITS: { day: number; month: number } = { day: 10, month: 30 }

/** Joins a pair's values (filter values hold no control characters). */
const SEPARATOR = '\u001f'

export type SliceKey = { filter: string; value: string }

/** The name a sliced filter set is stored under ('source', 'source+country'). */
export const sliceName = (dimensions: readonly FilterDimension[]) => dimensions.join('+')

/** The viewed page's slice name: a visit's value under it is each path it viewed. */
export const PAGE_SLICE = sliceName(['page'])

/** The slice that answers exactly these filters, or null when the kept visits must be read. */
export function sliceOf(filters: ReportFilters): SliceKey | null {
  const entries = filterEntries(filters)
  const sliced = SLICED_FILTERS.find(
    (set) =>
      set.length === entries.length && entries.every(([dimension]) => (set as readonly string[]).includes(dimension)),
  )
  if (!sliced) return null
  return {
    filter: sliceName(sliced),
    value: sliced.map((dimension) => storedValue(dimension, filters[dimension] ?? '')).join(SEPARATOR),
  }
}

/** The visit fields of a sliced filter set, in order, and how a visit's slice value joins them. */
export const sliceFields = (dimensions: readonly Exclude<FilterDimension, 'page'>[]) =>
  dimensions.map((dimension) => filterField(dimension))

export const SLICE_SEPARATOR = SEPARATOR

/** Where each bucket of a span is read: month slices, day slices, or the kept visits of those days. */
export type SlicePlan = { months: string[]; days: string[]; visitDays: string[] }

function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-01`, 32).slice(0, 7)}-01`, -1)

/**
 * Splits a span: whole months that have a slice of the value, then days that have one, and the
 * remaining days (open, not yet sliced, or with too few visits of the value) from the kept visits.
 * With `wholeMonths` false (a per-day trend) no month slice is used.
 */
export function slicePlan(
  span: DaySpan,
  sliced: { months: ReadonlySet<string>; days: ReadonlySet<string> },
  wholeMonths = true,
): SlicePlan {
  const plan: SlicePlan = { months: [], days: [], visitDays: [] }
  const { months, days } = wholeMonths ? periodBuckets(span.from, span.to) : { months: null, days: [span] }
  const loose = days.flatMap(({ from, to }) => daysBetween(from, to))
  if (months) {
    for (let month = months.from; month <= months.to; month = addDays(`${month}-01`, 32).slice(0, 7)) {
      if (sliced.months.has(month)) plan.months.push(month)
      else loose.push(...daysBetween(`${month}-01`, lastDayOf(month)))
    }
  }
  for (const day of loose) (sliced.days.has(day) ? plan.days : plan.visitDays).push(day)
  plan.days.sort()
  plan.visitDays.sort()
  return plan
}

/** Days up to `through` are closed (no visit of them changes any more): the day before yesterday. */
export const closedThrough = (today: string) => addDays(today, -2)

/** Whether every day of a month is closed. */
export const monthClosed = (month: string, through: string) => lastDayOf(month) <= through

/**
 * Day slices of the totals are kept for this many days before the last closed day: a per-day trend of
 * the longest period drawn per day and its previous period read day slices of the totals only. Older
 * days are answered by their month slices, and the few days at the edges of older periods by the kept visits.
 */
export const DAY_SLICE_DAYS = 2 * DAILY_SERIES_MAX_DAYS

/**
 * Day slices of the detailed kinds (breakdowns, pages with exits, hours, goals) are kept for fewer days:
 * only a report's own period (12 months at most) reads them, for the days of its partial months;
 * previous periods and trends read the totals.
 */
export const DETAIL_DAY_SLICE_DAYS = DAILY_SERIES_MAX_DAYS

/** The first day whose day slices are kept when days up to `through` are closed. */
export const dayKeptFrom = (through: string, keepDays = DAY_SLICE_DAYS) => addDays(through, -keepDays)

/** A plan for the detailed kinds: its sliced days without detailed rows (pruned) read from the kept visits. */
export function detailPlan(plan: SlicePlan, detailed: ReadonlySet<string>): SlicePlan {
  const pruned = plan.days.filter((day) => !detailed.has(day))
  if (pruned.length === 0) return plan
  return {
    months: plan.months,
    days: plan.days.filter((day) => detailed.has(day)),
    visitDays: [...plan.visitDays, ...pruned].sort(),
  }
}
