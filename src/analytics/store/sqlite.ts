import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { InValue } from '@libsql/client'

import { periodBuckets } from '@/analytics/model/buckets'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/contracts/analytics-answers'
import type { SeriesRow } from '@/analytics/model/report'
import { filtersKey, hasFilters } from '@/analytics/model/filters'
import { sliceOf, type SliceKey } from '@/analytics/model/slices'
import type { DailyTotals } from '@/analytics/model/rollup'

import type { Matcher } from '@/analytics/model/conversions'
import type { GoalMatch, GoalRow } from './conversion-types'
import { sqliteFunnelVisitors, sqliteGoalRows } from './sqlite-conversions'
import { FLUSH_VERSION, SqliteIngestStore } from './sqlite-ingest'
import {
  reportPlans,
  slicedPrevious,
  slicedRangeTotals,
  slicedSeries,
  slicedTotals,
  type ReportPlans,
} from './sqlite-slices'
import { rollupPlan, rollupSources } from './sqlite-rollup-past'
import { sliceClosedDays, type Sliced, type SlicingOptions } from './sqlite-slicing'
import {
  filteredRangeTotals,
  filteredSeries,
  filteredTotals,
  rangeTotalsOf,
  totalsAndTrend,
  totalsOf,
} from './sqlite-visits'
import {
  figuresFromReads,
  mergePathFigures,
  prefixRange,
  ROWS_PER_LIST,
  TABLES,
  type AnalyticsStore,
  type PathFigures,
  type PeriodFigures,
  type ReportSpans,
} from './types'
import { sliceInWorker } from './worker-slicing'

const inSpan = (span: DaySpan): { where: string; args: InValue[] } => ({
  where: 'WHERE day >= ? AND day <= ?',
  args: [span.from, span.to],
})

/**
 * The rows of a rollup over a span as one subquery: whole months from its month table, the
 * days of partial months from its day table (so three years read ~36 month rows per key).
 */
function rollupRows(
  dayTable: string,
  monthTable: string,
  columns: string,
  span: DaySpan,
): { source: string; args: InValue[] } {
  const { months, days } = periodBuckets(span.from, span.to)
  const parts: string[] = []
  const args: InValue[] = []
  if (months) {
    parts.push(`SELECT ${columns} FROM ${monthTable} WHERE month >= ? AND month <= ?`)
    args.push(months.from, months.to)
  }
  for (const range of days) {
    parts.push(`SELECT ${columns} FROM ${dayTable} WHERE day >= ? AND day <= ?`)
    args.push(range.from, range.to)
  }
  if (parts.length === 0) parts.push(`SELECT ${columns} FROM ${dayTable} WHERE 0`)
  return { source: `(${parts.join(' UNION ALL ')})`, args }
}

const TOTALS_SQL = `SELECT COALESCE(SUM(sessions),0) AS sessions, COALESCE(SUM(bounces),0) AS bounces, COALESCE(SUM(duration_ms),0) AS duration_ms, COALESCE(SUM(pageviews),0) AS pageviews, COALESCE(SUM(visitors),0) AS visitors, COALESCE(SUM(converters),0) AS converters FROM ${TABLES.daily}`

const DIMENSION_SUMS = ['visitors', 'sessions', 'pageviews', 'bounces', 'duration_ms', 'conversions']

/**
 * The SQLite store, on the libsql client Payload's SQLite adapter already holds: ingest, and the
 * reports' reads. Given the database `file`, the slicing job runs in a worker thread on its own
 * connection to it; without (an in-memory database) on this client.
 */
export class SqliteAnalyticsStore extends SqliteIngestStore implements AnalyticsStore {
  constructor(
    client: ConstructorParameters<typeof SqliteIngestStore>[0],
    private readonly file?: string,
  ) {
    super(client)
  }

  /**
   * Custom goals' conversions, kept in the report cache like a report's figures (until the next write);
   * their closed days' part in the past-part cache.
   */
  goalRows(span: DaySpan, filters: ReportFilters, goals: GoalMatch[], closedThrough?: string): Promise<GoalRow[]> {
    const key = `goals|${span.from}:${span.to}|${filtersKey(filters)}|${JSON.stringify(goals)}`
    return this.cached(key, () => sqliteGoalRows(this.client, span, filters, goals, closedThrough))
  }

  funnelVisitors(
    span: DaySpan,
    filters: ReportFilters,
    funnels: (Matcher | null)[][],
    closedThrough: string,
  ): Promise<number[][]> {
    return sqliteFunnelVisitors(this.client, span, filters, funnels, closedThrough)
  }

  memo<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.cached(key, read)
  }

  /**
   * A read's result from the report cache when it was kept at the current flush version, else
   * read now and kept. It is labelled with the version seen before reading, so figures newer
   * than their label are read again at worst, never served stale.
   */
  private async cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const lookup = await this.client.execute({
      sql: `SELECT f.version AS current, c.version AS kept, c.body FROM ${FLUSH_VERSION} f LEFT JOIN ${TABLES.reportCache} c ON c.key = ? WHERE f.id = 1`,
      args: [key],
    })
    const { current, kept, body } = lookup.rows[0]
    if (kept !== null && Number(kept) === Number(current)) return JSON.parse(String(body)) as T
    const result = await read()
    await this.client.batch(
      [
        { sql: `DELETE FROM ${TABLES.reportCache} WHERE version < ?`, args: [current] },
        {
          sql: `INSERT INTO ${TABLES.reportCache} (key, version, body) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET version = excluded.version, body = excluded.body WHERE excluded.version >= version`,
          args: [key, current, JSON.stringify(result)],
        },
      ],
      'write',
    )
    return result
  }

  sliceClosedDays(through: string, options: SlicingOptions = {}): Promise<Sliced> {
    return this.file
      ? sliceInWorker({ file: this.file, through, options })
      : sliceClosedDays(this.client, through, options)
  }

  /**
   * Filters that are exactly a sliced set: their slice and the plans of `spans` (each widened by
   * fromMonthStart), from one lookup; `detailed` says which spans' breakdowns, pages, hours or goals are
   * read. Null: the kept visits are read.
   */
  private async slicePlans(
    filters: ReportFilters,
    spans: DaySpan[],
    detailed: boolean[],
  ): Promise<{ key: SliceKey; spans: DaySpan[]; plans: ReportPlans } | null> {
    const key = sliceOf(filters)
    if (!key) return null
    const widened = await this.fromMonthStart(spans)
    const plans = await reportPlans(
      this.client,
      key,
      widened,
      widened.filter((_, at) => detailed[at]),
    )
    return { key, spans: widened, plans }
  }

  /**
   * Spans starting on or before the first day with traffic (all time) widened to the start of their
   * month: nothing was kept before that day, so the month's slice answers the first month exactly.
   */
  private async fromMonthStart(spans: DaySpan[]): Promise<DaySpan[]> {
    const monthStart = (span: DaySpan) => `${span.from.slice(0, 7)}-01`
    if (spans.every((span) => span.from === monthStart(span))) return spans
    const first = await this.firstDay()
    return spans.map((span) => (first !== null && span.from <= first ? { ...span, from: monthStart(span) } : span))
  }

  async firstDay(): Promise<string | null> {
    const result = await this.client.execute(`SELECT MIN(day) AS day FROM ${TABLES.daily}`)
    const day = result.rows[0]?.day
    return day === null || day === undefined ? null : String(day)
  }

  rangeTotals(span: DaySpan, filters: ReportFilters = {}): Promise<RangeTotals> {
    if (hasFilters(filters))
      return this.cached(`range:${span.from}:${span.to}:${filtersKey(filters)}`, async () => {
        const sliced = await this.slicePlans(filters, [span], [true])
        return sliced
          ? slicedRangeTotals(this.client, sliced.key, sliced.spans[0], filters, sliced.plans)
          : filteredRangeTotals(this.client, span, filters)
      })
    return this.cached(`range:${span.from}:${span.to}`, () => this.readRangeTotals(span))
  }

  private async readRangeTotals(span: DaySpan): Promise<RangeTotals> {
    const { where, args } = inSpan(span)
    const {
      dimension: dimensions,
      page: pages,
      hour: hours,
      goal: goals,
    } = await rollupSources(this.client, await rollupPlan(this.client, span), ['dimension', 'page', 'hour', 'goal'])
    const sums = DIMENSION_SUMS.map((name) => `SUM(${name}) AS ${name}`).join(', ')
    const [totals, dimensionRows, pageRows, exitRows, hourRows, goalRows] = await this.client.batch(
      [
        { sql: `${TOTALS_SQL} ${where}`, args },
        {
          sql: `SELECT * FROM (SELECT dimension, value, ${sums}, ROW_NUMBER() OVER (PARTITION BY dimension ORDER BY SUM(sessions) DESC, value) AS rank FROM ${dimensions.source} GROUP BY dimension, value) WHERE rank <= ${ROWS_PER_LIST}`,
          args: dimensions.args,
        },
        {
          sql: `SELECT path, SUM(views) AS views, SUM(uniques) AS uniques FROM ${pages.source} GROUP BY path ORDER BY views DESC, path LIMIT ${ROWS_PER_LIST}`,
          args: pages.args,
        },
        {
          sql: `SELECT path, SUM(exits) AS exits, SUM(views) AS views FROM ${pages.source} GROUP BY path HAVING SUM(exits) > 0 ORDER BY exits DESC, path LIMIT ${ROWS_PER_LIST}`,
          args: pages.args,
        },
        {
          sql: `SELECT hour, SUM(pageviews) AS pageviews, SUM(visitors) AS visitors FROM ${hours.source} GROUP BY hour`,
          args: hours.args,
        },
        {
          sql: `SELECT * FROM (SELECT goal, detail, SUM(events) AS events, SUM(visitors) AS visitors, ROW_NUMBER() OVER (PARTITION BY goal ORDER BY SUM(events) DESC, detail) AS rank FROM ${goals.source} GROUP BY goal, detail) WHERE rank <= ${ROWS_PER_LIST}`,
          args: goals.args,
        },
      ],
      'read',
    )
    return rangeTotalsOf({
      totals,
      dimensions: dimensionRows,
      pages: pageRows,
      exits: exitRows,
      hours: hourRows,
      goals: goalRows,
    })
  }

  async totals(span: DaySpan, filters: ReportFilters = {}): Promise<DailyTotals> {
    if (hasFilters(filters))
      return this.cached(`totals:${span.from}:${span.to}:${filtersKey(filters)}`, async () => {
        const sliced = await this.slicePlans(filters, [span], [false])
        return sliced
          ? slicedTotals(this.client, sliced.key, sliced.spans[0], filters, sliced.plans)
          : filteredTotals(this.client, span, filters)
      })
    const { where, args } = inSpan(span)
    const result = await this.client.execute({ sql: `${TOTALS_SQL} ${where}`, args })
    return totalsOf(result.rows[0])
  }

  series(span: DaySpan, granularity: Granularity, filters: ReportFilters = {}): Promise<SeriesRow[]> {
    if (hasFilters(filters))
      return this.cached(`series:${granularity}:${span.from}:${span.to}:${filtersKey(filters)}`, async () => {
        const sliced = await this.slicePlans(filters, [span], [granularity === 'hour'])
        return sliced
          ? slicedSeries(this.client, sliced.key, sliced.spans[0], granularity, filters, sliced.plans)
          : filteredSeries(this.client, span, granularity, filters)
      })
    return this.cached(`series:${granularity}:${span.from}:${span.to}`, () => this.readSeries(span, granularity))
  }

  /** One report-cache entry (one lookup, one write) for the whole report, its reads sharing one plan lookup. */
  periodFigures(period: ReportSpans, filters: ReportFilters = {}): Promise<PeriodFigures> {
    const { previous } = period
    const before = previous ? `${previous.from}:${previous.to}` : ''
    return this.cached(
      `report:${period.granularity}:${period.from}:${period.to}:${before}:${filtersKey(filters)}`,
      () => this.readPeriodFigures(period, filters),
    )
  }

  private async readPeriodFigures(period: ReportSpans, filters: ReportFilters): Promise<PeriodFigures> {
    const { granularity, previous } = period
    const span = { from: period.from, to: period.to }
    if (!hasFilters(filters)) {
      const [current, series, before] = await Promise.all([
        this.readRangeTotals(span),
        this.readSeries(span, granularity),
        previous ? this.readPrevious(previous, granularity) : null,
      ])
      return { current, series, previous: before }
    }
    const sliced = await this.slicePlans(filters, previous ? [span, previous] : [span], [true, granularity === 'hour'])
    if (!sliced)
      return figuresFromReads(period, {
        rangeTotals: (each) => filteredRangeTotals(this.client, each, filters),
        totals: (each) => filteredTotals(this.client, each, filters),
        series: (each) => filteredSeries(this.client, each, granularity, filters),
      })
    const { key, plans } = sliced
    const [own, earlier] = sliced.spans
    const [current, series, before] = await Promise.all([
      slicedRangeTotals(this.client, key, own, filters, plans),
      slicedSeries(this.client, key, own, granularity, filters, plans),
      earlier ? slicedPrevious(this.client, key, earlier, granularity, filters, plans) : null,
    ])
    return { current, series, previous: before }
  }

  /** A previous period's totals and trend from one read of its days' totals (a trend per hour reads its hours). */
  private async readPrevious(span: DaySpan, granularity: Granularity): Promise<PeriodFigures['previous']> {
    if (granularity === 'hour') {
      const [totals, series] = await Promise.all([this.totals(span), this.readSeries(span, granularity)])
      return { totals, series }
    }
    const { where, args } = inSpan(span)
    const key = granularity === 'day' ? 'day' : 'substr(day, 1, 7)'
    const sums = ['sessions', 'bounces', 'duration_ms', 'pageviews', 'visitors', 'converters']
      .map((name) => `SUM(${name}) AS ${name}`)
      .join(', ')
    const result = await this.client.execute({
      sql: `SELECT ${key} AS key, ${sums} FROM ${TABLES.daily} ${where} GROUP BY key`,
      args,
    })
    return totalsAndTrend(result.rows, true)
  }

  private async readSeries(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]> {
    const { where, args } = inSpan(span)
    const sql =
      granularity === 'hour'
        ? `SELECT CAST(hour AS TEXT) AS key, SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM ${TABLES.hours} ${where} GROUP BY hour`
        : granularity === 'day'
          ? `SELECT day AS key, visitors, pageviews FROM ${TABLES.daily} ${where}`
          : `SELECT substr(day, 1, 7) AS key, SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM ${TABLES.daily} ${where} GROUP BY key`
    const result = await this.client.execute({ sql, args })
    return result.rows.map((row) => ({
      key: String(row.key),
      visitors: Number(row.visitors),
      pageviews: Number(row.pageviews),
    }))
  }

  async pagesUnder(span: DaySpan, prefix: string): Promise<PathFigures[]> {
    const [low, high] = prefixRange(prefix)
    const pages = rollupRows(TABLES.pages, TABLES.monthlyPages, 'path, uniques', span)
    const dimensions = rollupRows(TABLES.dimensions, TABLES.monthlyDimensions, 'dimension, value, sessions', span)
    const [pageRows, entryRows] = await this.client.batch(
      [
        {
          sql: `SELECT path, SUM(uniques) AS visitors FROM ${pages.source} WHERE path >= ? AND path < ? GROUP BY path`,
          args: [...pages.args, low, high],
        },
        {
          sql: `SELECT value AS path, SUM(sessions) AS entries FROM ${dimensions.source} WHERE dimension = 'entry_page' AND value >= ? AND value < ? GROUP BY value`,
          args: [...dimensions.args, low, high],
        },
      ],
      'read',
    )
    return mergePathFigures(
      pageRows.rows.map((row) => ({ path: String(row.path), visitors: Number(row.visitors) })),
      entryRows.rows.map((row) => ({ path: String(row.path), entries: Number(row.entries) })),
    )
  }
}
