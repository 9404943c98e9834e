/** Analytics: the tracker's event, the report periods, and the answers the dashboard reads. */
import { z } from './zod'
import { CHANNELS } from '@/lib/channels'

// The report period: whole local days in the site's time zone, `from` to `to` inclusive.
export const RANGES = ['today', '7d', '30d', '90d', '12m', 'all'] as const
export type Range = (typeof RANGES)[number]
export const DEFAULT_RANGE: Range = '30d'

export const isRange = (value: string): value is Range => (RANGES as readonly string[]).includes(value)

/** Labels the dashboard's period picker shows, in its order. */
export const RANGE_LABELS: Record<Range, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All time',
}

/** A custom period may span at most 3 years (3 × 365 days plus a leap day). */
export const MAX_PERIOD_DAYS = 3 * 365 + 1

export type DaySpan = { from: string; to: string }

/**
 * What the dashed line and each card's change compare with: the period of equal length just before
 * (the default), the same dates a year earlier, or any from–to.
 */
export const COMPARISONS = ['previous', 'year', 'custom'] as const
export type Comparison = { compare: 'previous' } | { compare: 'year' } | { compare: 'custom'; from: string; to: string }
/** The longest custom comparison period. */
export const MAX_COMPARE_DAYS = 400

/** What a caller asks for: a named range, or a custom from–to (already checked as dates), and what it is compared with. */
export type PeriodQuery = ({ range: Range } | { from: string; to: string }) & { comparison?: Comparison }

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `from` to `to`, both included (calendar arithmetic). */
export const daysInSpan = ({ from, to }: DaySpan): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value
}

// ---------------------------------------------------------------------------------------------
// The report period: ?range=today|7d|30d|90d|12m|all (30d when absent), or ?from=&to= (ISO dates
// in the site's time zone, optionally with range=custom). Shared by both analytics calls and the
// dashboard's period picker.
// ---------------------------------------------------------------------------------------------
export const CUSTOM_RANGE = 'custom'
/** The query parameters of a period and its comparison (the rest of a report's query is filters). */
const PERIOD_PARAMS = ['range', 'from', 'to', 'compare', 'compare_from', 'compare_to'] as const

const isoDate = (name: string) =>
  z
    .string({ message: `${name} must be a date written YYYY-MM-DD` })
    .refine(isIsoDate, { message: `${name} must be a date written YYYY-MM-DD`, abort: true })

export const analyticsPeriodQuery = z
  .object({
    range: z
      .enum([...RANGES, CUSTOM_RANGE], { message: `range must be one of ${[...RANGES, CUSTOM_RANGE].join(', ')}` })
      .optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    compare: z.enum(COMPARISONS, { message: `compare must be one of ${COMPARISONS.join(', ')}` }).optional(),
    compare_from: isoDate('compare_from').optional(),
    compare_to: isoDate('compare_to').optional(),
  })
  .superRefine((query, ctx) => {
    const customCompare = query.compare === 'custom'
    if (!customCompare && (query.compare_from !== undefined || query.compare_to !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['compare'],
        message: 'compare must be custom with compare_from and compare_to',
      })
    } else if (customCompare && query.compare_from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['compare_from'], message: 'compare_from is required with compare=custom' })
    } else if (customCompare && query.compare_to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['compare_to'], message: 'compare_to is required with compare=custom' })
    } else if (customCompare && query.compare_from! > query.compare_to!) {
      ctx.addIssue({ code: 'custom', path: ['compare_from'], message: 'compare_from must be on or before compare_to' })
    } else if (customCompare && daysInSpan({ from: query.compare_from!, to: query.compare_to! }) > MAX_COMPARE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['compare_from'],
        message: `compare_from and compare_to must span at most ${MAX_COMPARE_DAYS} days`,
      })
    }
  })
  .superRefine((query, ctx) => {
    const custom = query.from !== undefined || query.to !== undefined || query.range === CUSTOM_RANGE
    if (!custom) return
    if (query.range !== undefined && query.range !== CUSTOM_RANGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: `range must be ${CUSTOM_RANGE} or absent when from and to are given`,
      })
    } else if (query.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' })
    } else if (query.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is required with from' })
    } else if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to' })
    } else if (daysInSpan({ from: query.from, to: query.to }) > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from and to must span at most 3 years' })
    }
  })
  .transform((query): PeriodQuery => {
    const period: PeriodQuery =
      query.from !== undefined && query.to !== undefined
        ? { from: query.from, to: query.to }
        : { range: query.range === undefined || query.range === CUSTOM_RANGE ? DEFAULT_RANGE : query.range }
    if (query.compare === 'custom')
      period.comparison = { compare: 'custom', from: query.compare_from!, to: query.compare_to! }
    else if (query.compare === 'year') period.comparison = { compare: 'year' }
    return period
  })

/** The period parameters of a query string, for `analyticsPeriodQuery` (other parameters are left alone). */
export const periodParams = (params: URLSearchParams): Record<(typeof PERIOD_PARAMS)[number], string | undefined> =>
  Object.fromEntries(PERIOD_PARAMS.map((name) => [name, params.get(name) ?? undefined])) as Record<
    (typeof PERIOD_PARAMS)[number],
    string | undefined
  >

// ---------------------------------------------------------------------------------------------
// Report filters: ?source=google.com&country=US ... beside the period, on both analytics calls
// and in the dashboard's URL. Filters combine with AND; one value per dimension. What each one
// matches is src/analytics/model/filters.ts's to say (a page filter: visits that viewed the page).
// ---------------------------------------------------------------------------------------------
export const DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const

/** The UTM tags a visit may carry; a visit without one has no value for it. */
export const UTM_DIMENSIONS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
const UTM = new Set<string>(UTM_DIMENSIONS)
export const isUtmDimension = (dimension: string) => UTM.has(dimension)

export const FILTER_DIMENSIONS = [
  'channel',
  'source',
  ...UTM_DIMENSIONS,
  'entry_page',
  'page',
  'exit_page',
  'country',
  'device',
  'browser',
] as const
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number]
export type ReportFilters = Partial<Record<FilterDimension, string>>

/** What a chip calls each filter. */
export const FILTER_LABELS: Record<FilterDimension, string> = {
  channel: 'Channel',
  source: 'Source',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'Campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  entry_page: 'Entry page',
  page: 'Page',
  exit_page: 'Exit page',
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
}

const MAX_FILTERS = 6
const MAX_FILTER_LENGTH = 200
/** The country filter's value for visits whose country is not known (stored as ''). */
export const UNKNOWN_COUNTRY = 'unknown'

const PAGE_FILTERS: readonly FilterDimension[] = ['entry_page', 'page', 'exit_page']
// Printable text only: no control characters (C0, DEL, C1), no line or paragraph separators.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

const isFilterDimension = (name: string): name is FilterDimension =>
  (FILTER_DIMENSIONS as readonly string[]).includes(name)

/** Why a filter's value is refused, or null when it is fine. */
export function filterValueProblem(dimension: FilterDimension, value: string): string | null {
  if (value === '') return `${dimension} must not be empty`
  if (value.length > MAX_FILTER_LENGTH) return `${dimension} must be at most ${MAX_FILTER_LENGTH} characters`
  if (UNPRINTABLE.test(value)) return `${dimension} must not hold control characters`
  if (PAGE_FILTERS.includes(dimension) && !value.startsWith('/')) return `${dimension} must be a path starting with /`
  if (dimension === 'country' && value !== UNKNOWN_COUNTRY && !/^[A-Z]{2}$/.test(value))
    return `country must be a two-letter country code (like US) or ${UNKNOWN_COUNTRY}`
  if (dimension === 'device' && !(DEVICES as readonly string[]).includes(value))
    return `device must be one of ${DEVICES.join(', ')}`
  if (dimension === 'channel' && !(CHANNELS as readonly string[]).includes(value))
    return `channel must be one of ${CHANNELS.join(', ')}`
  return null
}

type FilterProblem = { field: string; message: string }

/**
 * The filters of a report's query string; every parameter must be a period parameter or a
 * filter. Problems name the parameter: an unknown one, one given twice, a bad value, too many.
 */
export function reportFilters(
  params: URLSearchParams,
): { ok: true; filters: ReportFilters } | { ok: false; problems: FilterProblem[] } {
  const filters: ReportFilters = {}
  const problems: FilterProblem[] = []
  const seen = new Set<string>()
  for (const [name, value] of params) {
    if ((PERIOD_PARAMS as readonly string[]).includes(name)) continue
    if (!isFilterDimension(name)) {
      problems.push({
        field: name,
        message: `${name.slice(0, 40)} is not a filter (filters are ${FILTER_DIMENSIONS.join(', ')})`,
      })
    } else if (seen.has(name)) {
      problems.push({ field: name, message: `${name} must be given once` })
    } else {
      const problem = filterValueProblem(name, value)
      if (problem) problems.push({ field: name, message: problem })
      else filters[name] = value
    }
    seen.add(name)
  }
  if (problems.length === 0 && Object.keys(filters).length > MAX_FILTERS)
    problems.push({ field: 'filters', message: `at most ${MAX_FILTERS} filters may be combined` })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, filters }
}

/** The filters as query parameters, in FILTER_DIMENSIONS' order (stable keys and URLs). */
export const filterEntries = (filters: ReportFilters): [FilterDimension, string][] =>
  FILTER_DIMENSIONS.flatMap((dimension) => {
    const value = filters[dimension]
    return value === undefined ? [] : [[dimension, value] as [FilterDimension, string]]
  })
