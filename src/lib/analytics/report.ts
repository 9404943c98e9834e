import { headline, visitorAnalytics, type Headline, type RangeTotals, type VisitorAnalytics } from './metrics'
import { bucketKeys, type DaySpan, type Granularity, type Period } from './period'
import type { DailyTotals } from './rollup'

/** One stored bucket of the trend: an hour (0–23), a day (YYYY-MM-DD) or a month (YYYY-MM). */
export type SeriesRow = { key: string; visitors: number; pageviews: number }

/** One point of the trend chart; `date` is YYYY-MM-DDTHH:00 (local hour), YYYY-MM-DD or YYYY-MM. */
export type TrendPoint = { date: string; visitors: number; pageViews: number }

/**
 * The Visitor analytics shape of the spec, plus the period it covers, the previous period's
 * headline figures, both trends and the visitors active right now.
 */
export type VisitorReport = VisitorAnalytics & {
  period: DaySpan & { range: Period['range']; granularity: Granularity }
  previousPeriod: (DaySpan & Headline) | null
  series: TrendPoint[]
  previousSeries: TrendPoint[]
  visitorsNow: number
}

const bucketDate = (span: DaySpan, granularity: Granularity, key: string) =>
  granularity === 'hour' ? `${span.from}T${key.padStart(2, '0')}:00` : key

/** Every bucket of a span in order, those without traffic as zeros. */
export function fillSeries(span: DaySpan, granularity: Granularity, rows: readonly SeriesRow[]): TrendPoint[] {
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return bucketKeys(span, granularity).map((key) => ({
    date: bucketDate(span, granularity, key),
    visitors: byKey.get(key)?.visitors ?? 0,
    pageViews: byKey.get(key)?.pageviews ?? 0,
  }))
}

export type ReportInputs = {
  period: Period
  current: RangeTotals
  series: SeriesRow[]
  previous: { totals: DailyTotals; series: SeriesRow[] } | null
  visitorsNow: number
}

export function visitorReport({ period, current, series, previous, visitorsNow }: ReportInputs): VisitorReport {
  const { from, to, range, granularity } = period
  return {
    ...visitorAnalytics(current),
    period: { from, to, range, granularity },
    previousPeriod: period.previous && previous ? { ...period.previous, ...headline(previous.totals) } : null,
    series: fillSeries(period, granularity, series),
    previousSeries: period.previous && previous ? fillSeries(period.previous, granularity, previous.series) : [],
    visitorsNow,
  }
}
