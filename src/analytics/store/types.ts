import type { LiveVisits } from '@/contracts/analytics-answers'
import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Period } from '@/analytics/model/period'
import type { Granularity } from '@/contracts/analytics-answers'
import type { SeriesRow } from '@/analytics/model/report'
import type { Batch, DailyTotals, SessionRow, VisitorDayRow } from '@/analytics/model/rollup'
import type { TrackedEvent } from '@/analytics/model/sessions'
import type { PackedCounters } from '@/shared-state/types'

import type { ConversionStore } from './conversion-types'

// The tables and collections these stores keep, and why distinct visitors are exact: docs/analytics.md.

export type LiveState = {
  /** The latest session of each requested visitor id that ended at or after `since`. */
  sessions: SessionRow[]
  /** The visitor-day rows of the requested visitor ids. */
  visitorDays: VisitorDayRow[]
}

export type LiveKeys = { visitorIds: string[]; since: number }

export type SaltRow = { day: string; salt: string; createdAt: number }

/** The write side, used by the collector (and the bench's bulk seeding). */
export interface IngestStore {
  /**
   * One flush: reads the live state of the events' visitors (liveKeys), folds the events into
   * it (foldEvents in `timeZone`) and writes the result (live state replaced, events appended,
   * rollups incremented into day and month tables). Serialized with every other instance's
   * flush on the same database, so two instances never count one visitor twice. Answers each
   * visitor id's events in its per-visitor limit window over every instance, as now stored
   * (packed: visitor id, count, window end).
   */
  flush(events: TrackedEvent[], timeZone: string): Promise<PackedCounters>
  /** Adds rollup increments (day and month tables) without live state: bulk seeding. */
  addRollups(batch: Pick<Batch, 'daily' | 'dimensions' | 'pages' | 'hours' | 'goals'>): Promise<void>
  /** Deletes sessions that ended before `endedBefore` and visitor days before `day`. */
  pruneLive(endedBefore: number, day: string): Promise<void>
  /** Distinct visitor ids with an event at or after `since` ('Visitors now'). */
  activeVisitors(since: number): Promise<number>
  /** Stores a salt unless that day already has one; returns the day's stored salt. */
  saveSalt(row: SaltRow): Promise<string>
  salts(): Promise<SaltRow[]>
  deleteSaltsCreatedBefore(ms: number): Promise<void>
  countEvents(): Promise<number>
}

/**
 * The read side, used by the dashboard's reports. Every read aggregates rollups over whole
 * local days, so its cost follows the number of days (or months) and distinct values in the
 * period, never the number of events.
 */
interface ReportStore {
  /** The first local day with any traffic (where "all time" starts), null when there is none. */
  firstDay(): Promise<string | null>
  /**
   * Totals, breakdowns, top pages, exit pages, hours of day and goals over a span. With filters
   * (src/analytics/model/filters.ts) every figure is of the kept visits that pass them.
   */
  rangeTotals(span: DaySpan, filters?: ReportFilters): Promise<RangeTotals>
  /** Totals only (the previous period's comparison figures). */
  totals(span: DaySpan, filters?: ReportFilters): Promise<DailyTotals>
  /** Visitors and page views per bucket; buckets without traffic are absent. */
  series(span: DaySpan, granularity: Granularity, filters?: ReportFilters): Promise<SeriesRow[]>
  /**
   * A report's figures at once, exactly as rangeTotals and series of the period and totals and series
   * of its previous one would read them: on SQLite one report-cache entry and one read of the plans.
   */
  periodFigures(period: ReportSpans, filters?: ReportFilters): Promise<PeriodFigures>
  /**
   * Every page whose path starts with `prefix` ('/insights/'), unfiltered and without a row limit:
   * its visitors (each day's unique visitors, summed, as Top Pages counts them) and the visits that
   * entered on it. Pages with neither are absent.
   */
  pagesUnder(span: DaySpan, prefix: string): Promise<PathFigures[]>
  /**
   * Writes the filter slices (src/analytics/model/slices.ts) of every day up to `through` (closed days)
   * and of every month all of whose days are closed, that are not sliced yet, and deletes day slices
   * older than the days kept (DAY_SLICE_DAYS); answers the days and months sliced and the rows pruned.
   */
  sliceClosedDays(through: string): Promise<{ days: number; months: number; pruned: number }>
}

/** What a report reads: its period, the trend's granularity and the previous period (null: none). */
export type ReportSpans = Pick<Period, 'from' | 'to' | 'granularity' | 'previous'>

export type PeriodFigures = {
  current: RangeTotals
  series: SeriesRow[]
  previous: { totals: DailyTotals; series: SeriesRow[] } | null
}

/** The reads a report's figures are made of, each for one span (filters already applied). */
export type FigureReads = {
  rangeTotals: (span: DaySpan) => Promise<RangeTotals>
  totals: (span: DaySpan) => Promise<DailyTotals>
  series: (span: DaySpan) => Promise<SeriesRow[]>
}

/** A report's figures from separate reads: the period's totals and trend, then its previous period's. */
export async function figuresFromReads(period: ReportSpans, reads: FigureReads): Promise<PeriodFigures> {
  const span = { from: period.from, to: period.to }
  const { previous } = period
  const [current, series, totals, previousSeries] = await Promise.all([
    reads.rangeTotals(span),
    reads.series(span),
    previous ? reads.totals(previous) : null,
    previous ? reads.series(previous) : null,
  ])
  return { current, series, previous: totals && previousSeries ? { totals, series: previousSeries } : null }
}

export type PathFigures = { path: string; visitors: number; entries: number }

/** The rows of `path`-like values starting with `prefix`: a range on the value, so an index can serve it. */
export const prefixRange = (prefix: string): [string, string] => [prefix, `${prefix}\uffff`]

/** Page rows and entry rows of the same paths, as one list. */
export function mergePathFigures(
  pages: { path: string; visitors: number }[],
  entries: { path: string; entries: number }[],
): PathFigures[] {
  const byPath = new Map<string, PathFigures>()
  const row = (path: string) => {
    let found = byPath.get(path)
    if (!found) byPath.set(path, (found = { path, visitors: 0, entries: 0 }))
    return found
  }
  for (const page of pages) row(page.path).visitors += page.visitors
  for (const entry of entries) row(entry.path).entries += entry.entries
  return [...byPath.values()]
}

/** What the Live card polls: the sessions table by its last_at index, never the rollups or events. */
interface LiveStore {
  liveVisits(since: number, limit: number): Promise<LiveVisits>
}

export type AnalyticsStore = IngestStore & ReportStore & LiveStore & ConversionStore

/** The most rows a read returns per breakdown or top list (the response carries fewer). */
export const ROWS_PER_LIST = 50

export const TABLES = {
  salts: 'analytics_salts',
  events: 'analytics_events',
  sessions: 'analytics_sessions',
  visitorDays: 'analytics_visitor_days',
  daily: 'analytics_daily',
  dimensions: 'analytics_daily_dimensions',
  pages: 'analytics_daily_pages',
  hours: 'analytics_daily_hours',
  goals: 'analytics_daily_goals',
  monthlyDimensions: 'analytics_monthly_dimensions',
  monthlyPages: 'analytics_monthly_pages',
  monthlyHours: 'analytics_monthly_hours',
  monthlyGoals: 'analytics_monthly_goals',
  reportCache: 'analytics_report_cache',
  pastCache: 'analytics_past_cache',
  visits: 'analytics_visits',
  visitPages: 'analytics_visit_pages',
  visitGoals: 'analytics_visit_goals',
  dailySlices: 'analytics_daily_slices',
  monthlySlices: 'analytics_monthly_slices',
  sliced: 'analytics_sliced',
  eventCodes: 'analytics_event_codes',
  codedDays: 'analytics_coded_days',
} as const
