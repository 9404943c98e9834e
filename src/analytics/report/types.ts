import type { RangeTotals } from '@/lib/analytics/metrics'
import type { DaySpan, Granularity } from '@/lib/analytics/period'
import type { SeriesRow } from '@/lib/analytics/report'
import type { DailyTotals } from '@/lib/analytics/rollup'

export type { SeriesRow }

/**
 * The reads behind the Analytics tab, one implementation per database with the same results.
 * Every read aggregates per-day rollups over whole local days, so its cost follows the number
 * of days and distinct values in the period, never the number of events.
 */
export interface ReportStore {
  /** The first local day with any traffic (where "all time" starts), null when there is none. */
  firstDay(): Promise<string | null>
  /** Totals, breakdowns, top pages and hours of day over a span. */
  rangeTotals(span: DaySpan): Promise<RangeTotals>
  /** Totals only (the previous period's comparison figures). */
  totals(span: DaySpan): Promise<DailyTotals>
  /** Visitors and page views per bucket; buckets without traffic are absent. */
  series(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]>
  /** Distinct visitors with an event at or after `ms` (sessions started on or after `fromDay`). */
  visitorsSince(ms: number, fromDay: string): Promise<number>
}
