import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { InStatement, InValue } from '@libsql/client'

import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/contracts/analytics-answers'
import type { SeriesRow } from '@/analytics/model/report'
import type { DailyTotals } from '@/analytics/model/rollup'
import { detailPlan, slicePlan, type SliceKey, type SlicePlan } from '@/analytics/model/slices'
import { compileFilters } from '@/analytics/model/filters'
import type { SqlClient } from '@/lib/sql-rows'

import { column } from './rollups'
import { SLICE_SUMS, sliceRowsOf, type SliceKind } from './slice-rows'
import { PAST_ROWS, pastParts, slicePast, type PastPart } from './sqlite-past'
import { rangeTotalsOf, totalsAndTrend, totalsOf, VISIT_FIGURES } from './sqlite-visits'
import { ROWS_PER_LIST, TABLES } from './types'

/** Which months and days have a slice of the value, over all the spans a report reads (one lookup). */
async function slicedBuckets(client: SqlClient, key: SliceKey, spans: DaySpan[]) {
  const from = spans.reduce((first, span) => (span.from < first ? span.from : first), spans[0].from)
  const to = spans.reduce((last, span) => (span.to > last ? span.to : last), spans[0].to)
  const [months, days] = await client.batch(
    [
      {
        sql: `SELECT month AS bucket FROM ${TABLES.monthlySlices} WHERE filter = ? AND value = ? AND kind = 'total' AND month >= ? AND month <= ?`,
        args: [key.filter, key.value, from.slice(0, 7), to.slice(0, 7)],
      },
      {
        sql: `SELECT day AS bucket FROM ${TABLES.dailySlices} WHERE filter = ? AND value = ? AND kind = 'total' AND day >= ? AND day <= ?`,
        args: [key.filter, key.value, from, to],
      },
    ],
    'read',
  )
  const set = (rows: typeof months.rows) => new Set(rows.map((row) => String(row.bucket)))
  return { months: set(months.rows), days: set(days.rows) }
}

/**
 * A read's rows of one kind over a plan as the CTE `r` (bucket, key1, key2, sums): its past part (the
 * month and day slices, summed once and kept: `pastParts`) and the kept visits of the other days through
 * the filters' indexes. `bucket` is each row's day or month for a trend (null: not needed).
 */
function planRows(filters: ReportFilters, plan: SlicePlan, { kind, bucket }: PastPart, past: string) {
  const { conditions, viewedPage } = compileFilters(filters)
  const sums = SLICE_SUMS.join(', ')
  const of = (day: string) => (bucket === 'month' ? `substr(${day}, 1, 7)` : bucket === 'day' ? day : "''")
  const kept = sliceRowsOf(kind, bucket === null ? [] : ['day'])
  const days = JSON.stringify(plan.visitDays)
  const where = [...conditions.map(({ field }) => `${column(field)} = ?`), 'day IN (SELECT value FROM json_each(?))']
  const whereArgs: InValue[] = [...conditions.map(({ value }) => value), days]
  if (viewedPage !== null) {
    // The visits that viewed the page on those days, through the visit pages' (path, day) index.
    where.push(
      `(day, id) IN (SELECT day, visit_id FROM ${TABLES.visitPages} WHERE path = ? AND day IN (SELECT value FROM json_each(?)))`,
    )
    whereArgs.push(viewedPage, days)
  }
  const sql = `WITH v AS MATERIALIZED (SELECT ${VISIT_FIGURES} FROM ${TABLES.visits} WHERE ${where.join(' AND ')}),
r AS (${PAST_ROWS}
UNION ALL SELECT ${of('day')} AS bucket, key1, key2, ${sums} FROM (${kept}))`
  const args: InValue[] = [...whereArgs, past]
  return (select: string): InStatement => ({ sql: `${sql} ${select}`, args })
}

/** Of a plan's sliced days, those whose detailed rows are kept (DETAIL_DAY_SLICE_DAYS): one probe per day. */
async function detailedDays(client: SqlClient, key: SliceKey, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set()
  // Every kept visit has a device row, so a day slice with detailed rows has one.
  const result = await client.execute({
    sql: `SELECT DISTINCT day FROM ${TABLES.dailySlices} WHERE filter = ? AND value = ? AND kind = 'dimension' AND day IN (SELECT value FROM json_each(?)) AND key1 = 'device'`,
    args: [key.filter, key.value, JSON.stringify(days)],
  })
  return new Set(result.rows.map((row) => String(row.day)))
}

/** A span's plan per kind: the totals' and the detailed kinds' (without the days whose details were pruned). */
type PlanOf = (kind: SliceKind) => SlicePlan

/** The plans of a report's spans, `(span, wholeMonths) => PlanOf`, from its one lookup of sliced buckets. */
export type ReportPlans = (span: DaySpan, wholeMonths?: boolean) => PlanOf

/**
 * The plans of every span a report reads, from one lookup of their sliced months and days and one probe
 * of the detailed days of the `detailed` spans (those whose breakdowns, pages, hours or goals are read):
 * twelve lookups a report before, three now.
 */
export async function reportPlans(
  client: SqlClient,
  key: SliceKey,
  spans: DaySpan[],
  detailed: DaySpan[],
): Promise<ReportPlans> {
  const buckets = await slicedBuckets(client, key, spans)
  const probed = [...new Set(detailed.flatMap((span) => slicePlan(span, buckets).days))].sort()
  const details = await detailedDays(client, key, probed)
  return (span, wholeMonths = true) => {
    const plan = slicePlan(span, buckets, wholeMonths)
    const detail = detailPlan(plan, details)
    return (kind) => (kind === 'total' ? plan : detail)
  }
}

/** The statements of reads over a span's plans, each `[part, select]`, with their past parts read or kept first. */
async function planReads(
  client: SqlClient,
  key: SliceKey,
  filters: ReportFilters,
  planOf: PlanOf,
  reads: [PastPart, string][],
): Promise<InStatement[]> {
  const parts = [...new Map(reads.map(([part]) => [`${part.kind}:${part.bucket}`, part])).values()]
  const pasts = await Promise.all(
    [...new Set([planOf('total'), planOf('dimension')])].map(async (plan) => {
      const own = parts.filter((part) => planOf(part.kind) === plan)
      const bodies = await pastParts(client, slicePast(key, plan), own)
      return own.map((part, at) => [part, bodies[at]] as const)
    }),
  )
  const pastOf = (part: PastPart) => pasts.flat().find(([p]) => p.kind === part.kind && p.bucket === part.bucket)![1]
  return reads.map(([part, select]) => planRows(filters, planOf(part.kind), part, pastOf(part))(select))
}

const BUCKET_TOTALS = `COALESCE(SUM(sessions),0) AS sessions, COALESCE(SUM(bounces),0) AS bounces, COALESCE(SUM(duration_ms),0) AS duration_ms, COALESCE(SUM(pageviews),0) AS pageviews, COALESCE(SUM(visitors),0) AS visitors, COALESCE(SUM(conversions),0) AS converters`

const TOTALS = `SELECT ${BUCKET_TOTALS} FROM r`

const DIMENSION_SUMS = ['visitors', 'sessions', 'pageviews', 'bounces', 'duration_ms', 'conversions']
  .map((name) => `SUM(${name}) AS ${name}`)
  .join(', ')

/** A report's six reads (as the rollups' and the kept visits' reads order and rank them) from slices and kept visits. */
export async function slicedRangeTotals(
  client: SqlClient,
  key: SliceKey,
  span: DaySpan,
  filters: ReportFilters,
  plans?: ReportPlans,
): Promise<RangeTotals> {
  const planOf = (plans ?? (await reportPlans(client, key, [span], [span])))(span)
  const whole = (kind: SliceKind): PastPart => ({ kind, bucket: null })
  const statements = await planReads(client, key, filters, planOf, [
    [whole('total'), TOTALS],
    [
      whole('dimension'),
      `SELECT * FROM (SELECT key1 AS dimension, key2 AS value, ${DIMENSION_SUMS}, ROW_NUMBER() OVER (PARTITION BY key1 ORDER BY SUM(sessions) DESC, key2) AS rank FROM r GROUP BY key1, key2) WHERE rank <= ${ROWS_PER_LIST}`,
    ],
    [
      whole('page'),
      `SELECT key1 AS path, SUM(pageviews) AS views, SUM(sessions) AS uniques FROM r GROUP BY key1 HAVING SUM(pageviews) > 0 ORDER BY views DESC, path LIMIT ${ROWS_PER_LIST}`,
    ],
    [
      whole('page'),
      `SELECT key1 AS path, SUM(exits) AS exits, SUM(pageviews) AS views FROM r GROUP BY key1 HAVING SUM(exits) > 0 ORDER BY exits DESC, path LIMIT ${ROWS_PER_LIST}`,
    ],
    [
      whole('hour'),
      `SELECT CAST(key1 AS INTEGER) AS hour, SUM(pageviews) AS pageviews, SUM(visitors) AS visitors FROM r GROUP BY CAST(key1 AS INTEGER)`,
    ],
    [
      whole('goal'),
      `SELECT * FROM (SELECT key1 AS goal, key2 AS detail, SUM(events) AS events, SUM(visitors) AS visitors, ROW_NUMBER() OVER (PARTITION BY key1 ORDER BY SUM(events) DESC, key2) AS rank FROM r GROUP BY key1, key2) WHERE rank <= ${ROWS_PER_LIST}`,
    ],
  ])
  const [totals, dimensions, pages, exits, hours, goals] = await client.batch(statements, 'read')
  return rangeTotalsOf({ totals, dimensions, pages, exits, hours, goals })
}

export async function slicedTotals(
  client: SqlClient,
  key: SliceKey,
  span: DaySpan,
  filters: ReportFilters,
  plans?: ReportPlans,
): Promise<DailyTotals> {
  const planOf = (plans ?? (await reportPlans(client, key, [span], [])))(span)
  const [statement] = await planReads(client, key, filters, planOf, [[{ kind: 'total', bucket: null }, TOTALS]])
  const result = await client.execute(statement)
  return totalsOf(result.rows[0])
}

/** A per-day trend reads day slices only (`wholeMonths` false); hours of day are summed over the period like Traffic by Hour. */
const seriesWholeMonths = (granularity: Granularity) => granularity !== 'day'

export async function slicedSeries(
  client: SqlClient,
  key: SliceKey,
  span: DaySpan,
  granularity: Granularity,
  filters: ReportFilters,
  plans?: ReportPlans,
): Promise<SeriesRow[]> {
  const detailed = granularity === 'hour' ? [span] : []
  const planOf = (plans ?? (await reportPlans(client, key, [span], detailed)))(span, seriesWholeMonths(granularity))
  const [statement] = await planReads(client, key, filters, planOf, [
    granularity === 'hour'
      ? [
          { kind: 'hour', bucket: null },
          'SELECT key1 AS key, SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM r GROUP BY CAST(key1 AS INTEGER)',
        ]
      : [
          { kind: 'total', bucket: granularity },
          'SELECT bucket AS key, SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM r GROUP BY bucket HAVING SUM(sessions) > 0',
        ],
  ])
  const result = await client.execute(statement)
  return result.rows.map((row) => ({
    key: String(row.key),
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
  }))
}

/**
 * A previous period's totals and trend from one read of its per-day (or per-month) totals; a trend per
 * hour (a one-day period) reads its hours apart, as hours' distinct visitors do not add up to the day's.
 */
export async function slicedPrevious(
  client: SqlClient,
  key: SliceKey,
  span: DaySpan,
  granularity: Granularity,
  filters: ReportFilters,
  plans?: ReportPlans,
): Promise<{ totals: DailyTotals; series: SeriesRow[] }> {
  const shared = plans ?? (await reportPlans(client, key, [span], granularity === 'hour' ? [span] : []))
  if (granularity === 'hour') {
    const [totals, series] = await Promise.all([
      slicedTotals(client, key, span, filters, shared),
      slicedSeries(client, key, span, granularity, filters, shared),
    ])
    return { totals, series }
  }
  const planOf = shared(span, seriesWholeMonths(granularity))
  const [statement] = await planReads(client, key, filters, planOf, [
    [{ kind: 'total', bucket: granularity }, `SELECT bucket AS key, ${BUCKET_TOTALS} FROM r GROUP BY bucket`],
  ])
  const result = await client.execute(statement)
  return totalsAndTrend(result.rows, false)
}
