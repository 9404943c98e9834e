/**
 * What each report filter matches, in one place: a filter on a visit dimension keeps the visits
 * whose first touch has that value (the visit's exit page for exit_page); a page filter keeps the
 * visits that viewed the page at least once in the period. Filters combine with AND, and every
 * figure of a filtered report (totals, trend, lists, goals, funnel) is of the kept visits only:
 * Top Pages under a page filter lists every page those visits viewed, the filtered page first.
 */
import type { VisitRow } from './rollup'
import { filterEntries, UNKNOWN_COUNTRY, type FilterDimension, type ReportFilters } from '@/contracts/analytics'

/** The visit field a dimension filter compares (`page` is not one: see viewedPage). */
const FILTER_FIELDS = {
  channel: 'channel',
  source: 'referrer',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  entry_page: 'entry_page',
  exit_page: 'exitPage',
  country: 'country',
  device: 'device',
  browser: 'browser',
} as const satisfies Record<Exclude<FilterDimension, 'page'>, keyof VisitRow>

type VisitField = (typeof FILTER_FIELDS)[keyof typeof FILTER_FIELDS]
type VisitCondition = { field: VisitField; value: string }

/** The visit field a dimension filter compares. */
export const filterField = (dimension: Exclude<FilterDimension, 'page'>): VisitField => FILTER_FIELDS[dimension]

/** The value as stored: the unknown country is stored as ''. */
export const storedValue = (dimension: FilterDimension, value: string) =>
  dimension === 'country' && value === UNKNOWN_COUNTRY ? '' : value

/** A report's filters as equality conditions on visits, and the page a visit must have viewed. */
export function compileFilters(filters: ReportFilters): { conditions: VisitCondition[]; viewedPage: string | null } {
  const conditions: VisitCondition[] = []
  let viewedPage: string | null = null
  for (const [dimension, value] of filterEntries(filters)) {
    if (dimension === 'page') viewedPage = value
    else conditions.push({ field: FILTER_FIELDS[dimension], value: storedValue(dimension, value) })
  }
  return { conditions, viewedPage }
}

export const hasFilters = (filters: ReportFilters): boolean => filterEntries(filters).length > 0

/** Whether a visit, with the paths it viewed in the period, passes the filters (the rule the stores' queries follow). */
export function visitPasses(visit: VisitRow, viewedPaths: ReadonlySet<string>, filters: ReportFilters): boolean {
  const { conditions, viewedPage } = compileFilters(filters)
  return (
    conditions.every(({ field, value }) => visit[field] === value) &&
    (viewedPage === null || viewedPaths.has(viewedPage))
  )
}

/** A stable text of the filters, for cache keys. */
export const filtersKey = (filters: ReportFilters): string =>
  filterEntries(filters)
    .map(([dimension, value]) => `${dimension}=${encodeURIComponent(value)}`)
    .join('&')
