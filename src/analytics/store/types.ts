import type { DaySpan } from '@/contracts/analytics'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/analytics/model/period'
import type { SeriesRow } from '@/analytics/model/report'
import type { Batch, DailyTotals, SessionRow, VisitorDayRow } from '@/analytics/model/rollup'
import type { TrackedEvent } from '@/analytics/model/sessions'
import type { PackedCounters } from '@/shared-state/types'

/**
 * # Where visitor analytics is kept
 *
 * Plain tables (SQLite, created by committed migrations in src/migrations) or collections
 * (MongoDB, same names, indexes made by the store), never Payload collections and never exposed
 * through Payload's APIs. Nothing stored holds an IP address or a user agent.
 *
 * ## Live state (ingest only; every instance reads and writes it in its once-a-second flush)
 * - `analytics_salts` (day, salt, created_at): the per-day salt of visitor ids, one per local
 *   day for all instances (the first stored wins), deleted 48 h after it was made.
 * - `analytics_sessions` (id, visitor_id, day, started_at, last_at, pageviews, business_events,
 *   assessment, entry_path, dimensions JSON, paths JSON, window_events, window_ends_at): visits.
 *   A visit is a visitor's events until 30 minutes pass without one; `day` is the local day it
 *   started and all its figures count on that day. Pruned 2 days after the last event: history
 *   lives in the rollups. 'Visitors now' is `activeVisitors(now - 5 min)` over this table.
 *   `window_events` are the visitor's events in its per-visitor limit window ending at
 *   `window_ends_at`, counted by every instance (the limit holds over all of them).
 * - `analytics_visitor_days` (day, visitor_id, hours, seen JSON): one visitor id on one day: the
 *   local hours it was active in (bit h = hour h) and the rollup keys it was already counted
 *   under that day. Pruned after the day before yesterday.
 * - `analytics_events` (ts, day, name, path, session_id): the raw event log (audit, exports).
 * - `analytics_flush_version` (SQLite only): one row whose version every flush moves on, so a
 *   flush that read stale live state retries (see sqlite-ingest.ts).
 *
 * ## Rollups (what reports read): increments summed per key, per local day and per month
 * Day tables are keyed by `day` ('YYYY-MM-DD' in SITE_TIMEZONE), month tables by `month`
 * ('YYYY-MM') and hold exactly the sums of their days, written in the same transaction. A
 * period is read as its whole months from the month tables plus the days of its partial first
 * and last months from the day tables: `periodBuckets()` in src/analytics/model/buckets.ts splits
 * it. So 3 years cost ~36 month rows + ≤ 60 day rows per key instead of 1,096 day rows.
 * - `analytics_daily` (day, sessions, bounces, duration_ms, pageviews, visitors, converters):
 *   totals per day (1,096 rows for 3 years: no month table needed). `converters` are visitors
 *   who completed an assessment that day.
 * - `analytics_daily_dimensions` / `analytics_monthly_dimensions` (day|month, dimension, value,
 *   visitors, sessions, pageviews, bounces, duration_ms, conversions): visit breakdowns by
 *   dimension, a visit counted under its first event's values. Dimensions: device, browser,
 *   country, referrer (utm_source or referrer host or 'direct': the spec's Top Referrers),
 *   channel (src/lib/channels.ts), utm_source, utm_medium, utm_campaign (rows only
 *   for visits that carry the tag; values cleaned by cleanUtm), entry_page (the visit's first
 *   path). `sessions` = visits, `conversions` = visits that completed an assessment, bounce
 *   rate = bounces / sessions, average duration = duration_ms / sessions.
 * - `analytics_daily_pages` / `analytics_monthly_pages` (day|month, path, views, uniques):
 *   page views and unique page views (visits viewing the path).
 * - `analytics_daily_hours` / `analytics_monthly_hours` (day|month, hour, pageviews, visitors):
 *   per local hour of day; `visitors` = distinct visitor ids active in that hour of that day.
 *   Today's hourly trend reads today's day rows; Traffic by Hour sums them over the period.
 * - `analytics_daily_goals` / `analytics_monthly_goals` (day|month, goal, detail, events,
 *   visitors): goals (src/contracts/analytics-event.ts GOALS). `detail` is the path for not_found
 *   (Broken links), the step number for assessment_step ('0' = details, 1..N questions, N+1 =
 *   economics), '' otherwise. The funnel is assessment_started → assessment_step by detail →
 *   assessment_completed, in visitors.
 *
 * ## Report cache (SQLite only)
 * `analytics_report_cache` (key, version, body JSON): a report read's result (totals, lists,
 * series of one span) under the flush version it was read at. Every write to the rollups (a
 * flush, bulk seeding) moves the version on, so an entry is reused, by every instance, exactly
 * while no figure changed since; entries of older versions are deleted when a new one is kept.
 *
 * ## Distinct visitors over a period, and its accuracy
 * A visitor id is an HMAC under a salt that changes every local day and is deleted after 48 h,
 * so the same person is, by design, a different visitor on another day; no identity spans two
 * days. Distinct visitors over a period is therefore exactly the sum of each day's distinct
 * ids: `visitors` columns are exact per day (the visitor-day table is checked in the same
 * serialized transaction by every instance) and sums of them are exact over any period, with
 * no sketch (HyperLogLog) and no error. A visit spanning midnight counts on the day it started;
 * its hour bits on its own day.
 *
 * ## Ownership
 * Ingest (collector, live state, rollup writes): `IngestStore`, src/analytics/store/{sqlite,
 * mongo}-ingest.ts. Reports (period queries, lists, series): `ReportStore`, in
 * src/analytics/store/{sqlite,mongo}.ts and src/analytics/queries/.
 *
 * ## First touch for lead attribution (tracker ⇄ pages)
 * public/tracker.js keeps the visit's first touch in sessionStorage under 'lcp_touch'
 * (FIRST_TOUCH_KEY) as JSON {source, medium, campaign, entryPage, referrerHost}: raw utm_*
 * values of the landing URL, its path and the referrer's host. Pages read it with
 * `firstTouchFromTab()` (src/analytics/model/track.ts) and send it as `attribution` with a lead; the server
 * parses it with `firstTouch()` (src/analytics/model/attribution.ts), which cleans the values and
 * derives the channel. Nothing is written while the tab holds the admin key (staff visits).
 */
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
export interface ReportStore {
  /** The first local day with any traffic (where "all time" starts), null when there is none. */
  firstDay(): Promise<string | null>
  /** Totals, breakdowns, top pages, hours of day and goals over a span. */
  rangeTotals(span: DaySpan): Promise<RangeTotals>
  /** Totals only (the previous period's comparison figures). */
  totals(span: DaySpan): Promise<DailyTotals>
  /** Visitors and page views per bucket; buckets without traffic are absent. */
  series(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]>
}

export type AnalyticsStore = IngestStore & ReportStore

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
} as const
