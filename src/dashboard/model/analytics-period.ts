import {
  analyticsPeriodQuery,
  CUSTOM_RANGE,
  periodParams,
  DEFAULT_RANGE,
  type Comparison,
  type PeriodQuery,
} from '@/contracts/analytics'

/**
 * The Analytics tab's period lives in the page URL (?range=7d or ?range=custom&from=&to=), next
 * to the dashboard's other parameters, so a link reproduces the view.
 */

/** The period a URL asks for; anything the API would refuse falls back to the default. */
export function periodFromSearch(search: string): PeriodQuery {
  const parsed = analyticsPeriodQuery.safeParse(periodParams(new URLSearchParams(search)))
  return parsed.success ? parsed.data : { range: DEFAULT_RANGE }
}

/** The URL's query with the period written in and every other parameter kept. */
export function searchWithPeriod(search: string, period: PeriodQuery): string {
  const params = new URLSearchParams(search)
  writeComparison(params, period.comparison)
  if ('from' in period) {
    params.set('range', CUSTOM_RANGE)
    params.set('from', period.from)
    params.set('to', period.to)
  } else {
    params.set('range', period.range)
    params.delete('from')
    params.delete('to')
  }
  return params.toString()
}

/** compare=year or compare=custom&compare_from=&compare_to= (the previous period, the default, is left out). */
function writeComparison(params: URLSearchParams, comparison: Comparison | undefined) {
  for (const name of ['compare', 'compare_from', 'compare_to']) params.delete(name)
  if (!comparison || comparison.compare === 'previous') return
  params.set('compare', comparison.compare)
  if (comparison.compare === 'custom') {
    params.set('compare_from', comparison.from)
    params.set('compare_to', comparison.to)
  }
}

/** The query string the analytics calls take for a period. */
export function apiPeriodQuery(period: PeriodQuery): string {
  const params = new URLSearchParams('from' in period ? { from: period.from, to: period.to } : { range: period.range })
  writeComparison(params, period.comparison)
  return params.toString()
}

const comparisonSlug = (comparison: Comparison | undefined): string =>
  !comparison || comparison.compare === 'previous'
    ? ''
    : comparison.compare === 'year'
      ? '_vs_year'
      : `_vs_${comparison.from}_to_${comparison.to}`

/** A stable name for a period, for query keys and export file names. */
export const periodSlug = (period: PeriodQuery): string =>
  ('from' in period ? `${period.from}_to_${period.to}` : period.range) + comparisonSlug(period.comparison)

/** What a card's change is against: "previous period", "last year" or the custom span. */
export function comparisonLabel(compare: 'previous' | 'year' | 'custom', span: { from: string; to: string } | null) {
  if (compare === 'year') return 'last year'
  if (compare === 'custom' && span) return `${span.from} to ${span.to}`
  return 'previous period'
}
