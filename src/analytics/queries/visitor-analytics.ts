import type { PeriodQuery, ReportFilters } from '@/contracts/analytics'
import { resolvePeriod, type Period } from '@/analytics/model/period'
import { visitorReport } from '@/analytics/model/report'
import type { LiveReport, VisitorReport } from '@/contracts/analytics-answers'

import type { Collector } from '../collector'
import type { AnalyticsStore } from '../store/types'

/** "Visitors now": anyone with an event in the last 5 minutes. */
const VISITORS_NOW_MS = 5 * 60 * 1000

/** The period of a query; all time starts on the first day with traffic. */
export async function periodFor(
  store: AnalyticsStore,
  query: PeriodQuery,
  timeZone: string,
  now: number,
): Promise<Period> {
  return resolvePeriod(query, now, timeZone, 'range' in query && query.range === 'all' ? await store.firstDay() : null)
}

/**
 * The visitor report for a period, including events accepted in the last second; with filters,
 * every figure but the visitors now is of the visits that pass them, the previous period's too.
 */
export async function visitorReportFor(
  { store, collector }: { store: AnalyticsStore; collector: Collector },
  query: PeriodQuery,
  timeZone: string,
  now = Date.now(),
  filters: ReportFilters = {},
): Promise<VisitorReport> {
  await collector.flush()
  const period = await periodFor(store, query, timeZone, now)
  const [{ current, series, previous }, visitorsNow] = await Promise.all([
    store.periodFigures(period, filters),
    store.activeVisitors(now - VISITORS_NOW_MS),
  ])
  return visitorReport({ period, current, series, previous, visitorsNow, filters })
}

/** The Live card: visits in the last 30 minutes, by current page and source. */
const LIVE_MS = 30 * 60 * 1000
const LIVE_ROWS = 10

/** Who is on the site now, from the sessions' last-event index alone (no report is read). */
export async function liveReportFor(
  { store, collector }: { store: AnalyticsStore; collector: Collector },
  now = Date.now(),
): Promise<LiveReport> {
  await collector.flush()
  const since = now - LIVE_MS
  return { ...(await store.liveVisits(since, LIVE_ROWS)), since: new Date(since).toISOString() }
}
