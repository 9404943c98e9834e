import {
  analyticsPeriodQuery,
  CUSTOM_RANGE,
  periodParams,
  DEFAULT_RANGE,
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

/** The query string the analytics calls take for a period. */
export const apiPeriodQuery = (period: PeriodQuery): string =>
  new URLSearchParams('from' in period ? { from: period.from, to: period.to } : { range: period.range }).toString()

/** A stable name for a period, for query keys and export file names. */
export const periodSlug = (period: PeriodQuery): string =>
  'from' in period ? `${period.from}_to_${period.to}` : period.range
