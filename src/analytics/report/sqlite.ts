import type { Client, InValue } from '@libsql/client'

import type { RangeTotals } from '@/lib/analytics/metrics'
import type { DaySpan, Granularity } from '@/lib/analytics/period'
import type { DailyTotals, Dimension } from '@/lib/analytics/rollup'

import { ROWS_PER_LIST, TABLES } from '../store/types'
import type { ReportStore, SeriesRow } from './types'

const inSpan = (span: DaySpan): { where: string; args: InValue[] } => ({
  where: 'WHERE day >= ? AND day <= ?',
  args: [span.from, span.to],
})

const TOTALS_SQL = `SELECT COALESCE(SUM(sessions),0) AS sessions, COALESCE(SUM(bounces),0) AS bounces, COALESCE(SUM(duration_ms),0) AS duration_ms, COALESCE(SUM(pageviews),0) AS pageviews, COALESCE(SUM(visitors),0) AS visitors, COALESCE(SUM(converters),0) AS converters FROM ${TABLES.daily}`

const totalsOf = (row: Record<string, unknown>): DailyTotals => ({
  sessions: Number(row.sessions),
  bounces: Number(row.bounces),
  durationMs: Number(row.duration_ms),
  pageviews: Number(row.pageviews),
  visitors: Number(row.visitors),
  converters: Number(row.converters),
})

/** The report reads on SQLite; every filter is a range of the rollup tables' leading `day` key. */
export class SqliteReportStore implements ReportStore {
  constructor(private readonly client: Client) {}

  async firstDay(): Promise<string | null> {
    const result = await this.client.execute(`SELECT MIN(day) AS day FROM ${TABLES.daily}`)
    const day = result.rows[0]?.day
    return day === null || day === undefined ? null : String(day)
  }

  async rangeTotals(span: DaySpan): Promise<RangeTotals> {
    const { where, args } = inSpan(span)
    const [totals, dimensions, pages, hours] = await this.client.batch(
      [
        { sql: `${TOTALS_SQL} ${where}`, args },
        {
          sql: `SELECT dimension, value, sessions FROM (SELECT dimension, value, SUM(sessions) AS sessions, ROW_NUMBER() OVER (PARTITION BY dimension ORDER BY SUM(sessions) DESC, value) AS rank FROM ${TABLES.dimensions} ${where} GROUP BY dimension, value) WHERE rank <= ${ROWS_PER_LIST}`,
          args,
        },
        {
          sql: `SELECT path, SUM(views) AS views, SUM(uniques) AS uniques FROM ${TABLES.pages} ${where} GROUP BY path ORDER BY views DESC, path LIMIT ${ROWS_PER_LIST}`,
          args,
        },
        { sql: `SELECT hour, SUM(pageviews) AS pageviews FROM ${TABLES.hours} ${where} GROUP BY hour`, args },
      ],
      'read',
    )
    return {
      totals: totalsOf(totals.rows[0]),
      dimensions: dimensions.rows.map((row) => ({
        dimension: String(row.dimension) as Dimension,
        value: String(row.value),
        sessions: Number(row.sessions),
      })),
      pages: pages.rows.map((row) => ({ path: String(row.path), views: Number(row.views), uniques: Number(row.uniques) })),
      hours: hours.rows.map((row) => ({ hour: Number(row.hour), pageviews: Number(row.pageviews) })),
    }
  }

  async totals(span: DaySpan): Promise<DailyTotals> {
    const { where, args } = inSpan(span)
    const result = await this.client.execute({ sql: `${TOTALS_SQL} ${where}`, args })
    return totalsOf(result.rows[0])
  }

  async series(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]> {
    const { where, args } = inSpan(span)
    const sql =
      granularity === 'hour'
        ? `SELECT CAST(hour AS TEXT) AS key, 0 AS visitors, SUM(pageviews) AS pageviews FROM ${TABLES.hours} ${where} GROUP BY hour`
        : granularity === 'day'
          ? `SELECT day AS key, visitors, pageviews FROM ${TABLES.daily} ${where}`
          : `SELECT substr(day, 1, 7) AS key, SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM ${TABLES.daily} ${where} GROUP BY key`
    const result = await this.client.execute({ sql, args })
    return result.rows.map((row) => ({ key: String(row.key), visitors: Number(row.visitors), pageviews: Number(row.pageviews) }))
  }

  async visitorsSince(ms: number, fromDay: string): Promise<number> {
    const result = await this.client.execute({
      sql: `SELECT COUNT(DISTINCT visitor_id) AS n FROM ${TABLES.sessions} WHERE day >= ? AND last_at >= ?`,
      args: [fromDay, ms],
    })
    return Number(result.rows[0].n)
  }
}
