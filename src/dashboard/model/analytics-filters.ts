import {
  FILTER_DIMENSIONS,
  FILTER_LABELS,
  filterEntries,
  filterValueProblem,
  UNKNOWN_COUNTRY,
  type FilterDimension,
  type PeriodQuery,
  type ReportFilters,
} from '@/contracts/analytics'

import { apiPeriodQuery, periodSlug } from './analytics-period'
import { countryLabel, pageLabel, referrerLabel } from './analytics-view'

/**
 * The Analytics tab's filters live in the page URL beside the period
 * (`/admin?tab=analytics&range=30d&source=google.com`), so a link reproduces the view.
 */

/** The filters a URL names; a parameter the API would refuse is left out. */
export function filtersFromSearch(search: string): ReportFilters {
  const params = new URLSearchParams(search)
  const filters: ReportFilters = {}
  for (const dimension of FILTER_DIMENSIONS) {
    const value = params.get(dimension)
    if (value !== null && filterValueProblem(dimension, value) === null) filters[dimension] = value
  }
  return filters
}

/** The URL's query with the filters written in (one per dimension) and every other parameter kept. */
export function searchWithFilters(search: string, filters: ReportFilters): string {
  const params = new URLSearchParams(search)
  for (const dimension of FILTER_DIMENSIONS) params.delete(dimension)
  for (const [dimension, value] of filterEntries(filters)) params.set(dimension, value)
  return params.toString()
}

/** The query string of both analytics calls: the period, then the filters. */
export const apiReportQuery = (period: PeriodQuery, filters: ReportFilters): string => {
  const params = new URLSearchParams(apiPeriodQuery(period))
  for (const [dimension, value] of filterEntries(filters)) params.set(dimension, value)
  return params.toString()
}

/** A stable name for a period and its filters, for query keys. */
export const reportSlug = (period: PeriodQuery, filters: ReportFilters): string =>
  [periodSlug(period), ...filterEntries(filters).map(([dimension, value]) => `${dimension}=${value}`)].join('&')

/** The filter a list row adds: its value as the filter takes it (the unknown country as `unknown`). */
export function rowFilter(dimension: FilterDimension, value: string): [FilterDimension, string] | null {
  const filterValue = dimension === 'country' && value.trim() === '' ? UNKNOWN_COUNTRY : value
  return filterValueProblem(dimension, filterValue) === null ? [dimension, filterValue] : null
}

const valueLabel = (dimension: FilterDimension, value: string): string => {
  if (dimension === 'country') return value === UNKNOWN_COUNTRY ? 'Unknown' : countryLabel(value)
  if (dimension === 'source') return referrerLabel(value)
  if (dimension === 'page' || dimension === 'entry_page' || dimension === 'exit_page') return pageLabel(value)
  return value
}

/** What a chip reads: "Source: google.com". */
export const chipLabel = (dimension: FilterDimension, value: string): string =>
  `${FILTER_LABELS[dimension]}: ${valueLabel(dimension, value)}`
