import { isUtmDimension, type DaySpan, type ReportFilters } from '@/contracts/analytics'
import type { InValue, Row as SqlRow } from '@libsql/client'

import { compileFilters } from '@/analytics/model/filters'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/contracts/analytics-answers'
import type { SeriesRow } from '@/analytics/model/report'
import { VISIT_DIMENSIONS, type DailyTotals, type Dimension } from '@/analytics/model/rollup'
import type { Goal } from '@/contracts/analytics-event'
import type { SqlClient } from '@/lib/sql-rows'

import { column } from './rollups'
import { ROWS_PER_LIST, TABLES } from './types'

/**
 * The conditions on a kept visit (its columns under `prefix`) that it lies in a span and passes the
 * filters: through the index of a filtered dimension (or of the day) and, for a page filter, the page
 * index of visit pages.
 */
export function visitConditions(
  span: DaySpan,
  filters: ReportFilters,
  prefix = '',
): { where: string[]; args: InValue[] } {
  const { conditions, viewedPage } = compileFilters(filters)
  const where = [
    `${prefix}day >= ?`,
    `${prefix}day <= ?`,
    ...conditions.map(({ field }) => `${prefix}${column(field)} = ?`),
  ]
  const args: InValue[] = [span.from, span.to, ...conditions.map(({ value }) => value)]
  if (viewedPage !== null) {
    where.push(
      `(${prefix}day, ${prefix}id) IN (SELECT day, visit_id FROM ${TABLES.visitPages} WHERE path = ? AND day >= ? AND day <= ?)`,
    )
    args.push(viewedPage, span.from, span.to)
  }
  return { where, args }
}

/**
 * The columns reports and the slicing job read of a kept visit: its figures and dimensions, not its event
 * codes (only funnels and goals read those), which would be copied into every materialized `v`.
 */
export const VISIT_FIGURES = `id, day, visitor_id, pageviews, bounces, duration_ms, conversions, exit_page, ${VISIT_DIMENSIONS.join(', ')}`

/** `WITH v AS MATERIALIZED (…)`: the visits of a span that pass the filters (`visitConditions`). */
function filteredVisits(span: DaySpan, filters: ReportFilters): { sql: string; args: InValue[] } {
  const { where, args } = visitConditions(span, filters)
  // Materialized: the breakdowns read v once per dimension, which would search the index each time.
  return {
    sql: `WITH v AS MATERIALIZED (SELECT ${VISIT_FIGURES} FROM ${TABLES.visits} WHERE ${where.join(' AND ')})`,
    args,
  }
}

const TOTALS = `SELECT COUNT(*) AS sessions, COALESCE(SUM(bounces),0) AS bounces, COALESCE(SUM(duration_ms),0) AS duration_ms, COALESCE(SUM(pageviews),0) AS pageviews, COUNT(DISTINCT visitor_id) AS visitors, COUNT(DISTINCT CASE WHEN conversions > 0 THEN visitor_id END) AS converters FROM v`

const SUMS = `COUNT(DISTINCT visitor_id) AS visitors, COUNT(*) AS sessions, SUM(pageviews) AS pageviews, SUM(bounces) AS bounces, SUM(duration_ms) AS duration_ms, SUM(conversions) AS conversions`

const DIMENSIONS = `SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY dimension ORDER BY sessions DESC, value) AS rank FROM (${VISIT_DIMENSIONS.map(
  (dimension) =>
    `SELECT '${dimension}' AS dimension, ${dimension} AS value, ${SUMS} FROM v${isUtmDimension(dimension) ? ` WHERE ${dimension} <> ''` : ''} GROUP BY ${dimension}`,
).join(' UNION ALL ')})) WHERE rank <= ${ROWS_PER_LIST}`

/**
 * The kept visits' page views: CROSS JOIN makes SQLite walk the kept visits and find each one's
 * pages by primary key (day first: a day's visits and pages lie together on disk), never the pages
 * of every visit in the period.
 */
const VISIT_PAGES = `v CROSS JOIN ${TABLES.visitPages} p ON p.day = v.day AND p.visit_id = v.id`

export const totalsOf = (row: SqlRow): DailyTotals => ({
  sessions: Number(row.sessions),
  bounces: Number(row.bounces),
  durationMs: Number(row.duration_ms),
  pageviews: Number(row.pageviews),
  visitors: Number(row.visitors),
  converters: Number(row.converters),
})

/**
 * The totals and the trend of per-bucket totals rows (`key` and totalsOf's columns). Every sum adds over buckets,
 * distinct visitors too (a visitor id is salted per day); `everyBucket` false leaves out buckets without visits.
 */
export function totalsAndTrend(rows: SqlRow[], everyBucket: boolean): { totals: DailyTotals; series: SeriesRow[] } {
  const totals: DailyTotals = { sessions: 0, bounces: 0, durationMs: 0, pageviews: 0, visitors: 0, converters: 0 }
  for (const row of rows) {
    const each = totalsOf(row)
    for (const name of Object.keys(totals) as (keyof DailyTotals)[]) totals[name] += each[name]
  }
  return {
    totals,
    series: rows
      .filter((row) => everyBucket || Number(row.sessions) > 0)
      .map((row) => ({ key: String(row.key), visitors: Number(row.visitors), pageviews: Number(row.pageviews) })),
  }
}

/** A filtered report's totals, breakdowns, pages, exits, hours and goals, from the kept visits. */
type RangeResults = Record<'totals' | 'dimensions' | 'pages' | 'exits' | 'hours' | 'goals', { rows: SqlRow[] }>

/** A period's figures from the rows of its six reads (rollups or kept visits alike). */
export function rangeTotalsOf({ totals, dimensions, pages, exits, hours, goals }: RangeResults): RangeTotals {
  return {
    totals: totalsOf(totals.rows[0]),
    dimensions: dimensions.rows.map((row) => ({
      dimension: String(row.dimension) as Dimension,
      value: String(row.value),
      visitors: Number(row.visitors),
      sessions: Number(row.sessions),
      pageviews: Number(row.pageviews),
      bounces: Number(row.bounces),
      durationMs: Number(row.duration_ms),
      conversions: Number(row.conversions),
    })),
    pages: pages.rows.map((row) => ({
      path: String(row.path),
      views: Number(row.views),
      uniques: Number(row.uniques),
    })),
    exits: exits.rows.map((row) => ({ path: String(row.path), exits: Number(row.exits), views: Number(row.views) })),
    hours: hours.rows.map((row) => ({
      hour: Number(row.hour),
      pageviews: Number(row.pageviews),
      visitors: Number(row.visitors),
    })),
    goals: goals.rows.map((row) => ({
      goal: String(row.goal) as Goal,
      detail: String(row.detail),
      events: Number(row.events),
      visitors: Number(row.visitors),
    })),
  }
}

export async function filteredRangeTotals(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
): Promise<RangeTotals> {
  const visits = filteredVisits(span, filters)
  const read = (sql: string) => ({ sql: `${visits.sql} ${sql}`, args: visits.args })
  const [totals, dimensions, pages, exits, hours, goals] = await client.batch(
    [
      read(TOTALS),
      read(DIMENSIONS),
      read(
        `SELECT p.path, SUM(p.views) AS views, COUNT(DISTINCT p.visit_id) AS uniques FROM ${VISIT_PAGES} GROUP BY p.path ORDER BY views DESC, p.path LIMIT ${ROWS_PER_LIST}`,
      ),
      // `+p.path`: each visit's pages are found by primary key and then matched, rather than probed once per exit page.
      read(
        `, e AS (SELECT exit_page AS path, COUNT(*) AS exits FROM v WHERE exit_page <> '' GROUP BY exit_page ORDER BY exits DESC, path LIMIT ${ROWS_PER_LIST}), pv AS (SELECT p.path, SUM(p.views) AS views FROM ${VISIT_PAGES} WHERE +p.path IN (SELECT path FROM e) GROUP BY p.path) SELECT e.path, e.exits, COALESCE(pv.views, 0) AS views FROM e LEFT JOIN pv ON pv.path = e.path ORDER BY e.exits DESC, e.path`,
      ),
      read(
        `SELECT p.hour, SUM(p.views) AS pageviews, COUNT(DISTINCT v.visitor_id) AS visitors FROM ${VISIT_PAGES} GROUP BY p.hour`,
      ),
      read(
        `SELECT * FROM (SELECT g.goal, g.detail, SUM(g.events) AS events, COUNT(DISTINCT v.visitor_id) AS visitors, ROW_NUMBER() OVER (PARTITION BY g.goal ORDER BY SUM(g.events) DESC, g.detail) AS rank FROM v CROSS JOIN ${TABLES.visitGoals} g ON g.day = v.day AND g.visit_id = v.id GROUP BY g.goal, g.detail) WHERE rank <= ${ROWS_PER_LIST}`,
      ),
    ],
    'read',
  )
  return rangeTotalsOf({ totals, dimensions, pages, exits, hours, goals })
}

export async function filteredTotals(client: SqlClient, span: DaySpan, filters: ReportFilters): Promise<DailyTotals> {
  const visits = filteredVisits(span, filters)
  const result = await client.execute({ sql: `${visits.sql} ${TOTALS}`, args: visits.args })
  return totalsOf(result.rows[0])
}

export async function filteredSeries(
  client: SqlClient,
  span: DaySpan,
  granularity: Granularity,
  filters: ReportFilters,
): Promise<SeriesRow[]> {
  const visits = filteredVisits(span, filters)
  const sql =
    granularity === 'hour'
      ? `SELECT CAST(p.hour AS TEXT) AS key, COUNT(DISTINCT v.visitor_id) AS visitors, SUM(p.views) AS pageviews FROM ${VISIT_PAGES} GROUP BY p.hour`
      : `SELECT ${granularity === 'day' ? 'day' : 'substr(day, 1, 7)'} AS key, COUNT(DISTINCT visitor_id) AS visitors, SUM(pageviews) AS pageviews FROM v GROUP BY key`
  const result = await client.execute({ sql: `${visits.sql} ${sql}`, args: visits.args })
  return result.rows.map((row) => ({
    key: String(row.key),
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
  }))
}
