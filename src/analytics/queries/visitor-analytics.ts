import { resolvePeriod, type PeriodQuery } from '@/lib/analytics/period'
import { visitorReport, type VisitorReport } from '@/lib/analytics/report'
import { addDays, localDayHour } from '@/lib/analytics/time'

import type { Collector } from '../collector'
import type { ReportStore } from '../report/types'

/** "Visitors now": anyone with an event in the last 5 minutes. */
export const VISITORS_NOW_MS = 5 * 60 * 1000

/** The visitor report for a period, including events accepted in the last second. */
export async function visitorReportFor(
  { report, collector }: { report: ReportStore; collector: Collector },
  query: PeriodQuery,
  timeZone: string,
  now = Date.now(),
): Promise<VisitorReport> {
  await collector.flush()
  const period = resolvePeriod(query, now, timeZone, 'range' in query && query.range === 'all' ? await report.firstDay() : null)
  const { previous } = period
  const [current, series, previousTotals, previousSeries, visitorsNow] = await Promise.all([
    report.rangeTotals(period),
    report.series(period, period.granularity),
    previous ? report.totals(previous) : null,
    previous ? report.series(previous, period.granularity) : null,
    report.visitorsSince(now - VISITORS_NOW_MS, addDays(localDayHour(now, timeZone).day, -1)),
  ])
  return visitorReport({
    period,
    current,
    series,
    previous: previousTotals && previousSeries ? { totals: previousTotals, series: previousSeries } : null,
    visitorsNow,
  })
}
