import type { InValue } from '@libsql/client'

import type { RangeTotals } from '@/lib/analytics/metrics'
import type { Dimension } from '@/lib/analytics/rollup'

import { SqliteIngestStore } from './sqlite-ingest'
import { ROWS_PER_LIST, TABLES, type AnalyticsStore } from './types'

const dayFilter = (fromDay: string | null) =>
  fromDay === null ? { where: '', args: [] as InValue[] } : { where: 'WHERE day >= ?', args: [fromDay] as InValue[] }

/** The SQLite store, on the libsql client Payload's SQLite adapter already holds: ingest, and the reports' reads. */
export class SqliteAnalyticsStore extends SqliteIngestStore implements AnalyticsStore {
  async rangeTotals(fromDay: string | null): Promise<RangeTotals> {
    const { where, args } = dayFilter(fromDay)
    const [totals, dimensions, pages, hours] = await this.client.batch(
      [
        {
          sql: `SELECT COALESCE(SUM(sessions),0) AS sessions, COALESCE(SUM(bounces),0) AS bounces, COALESCE(SUM(duration_ms),0) AS duration_ms, COALESCE(SUM(pageviews),0) AS pageviews, COALESCE(SUM(visitors),0) AS visitors, COALESCE(SUM(converters),0) AS converters FROM ${TABLES.daily} ${where}`,
          args,
        },
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
    const sums = totals.rows[0]
    return {
      totals: {
        sessions: Number(sums.sessions),
        bounces: Number(sums.bounces),
        durationMs: Number(sums.duration_ms),
        pageviews: Number(sums.pageviews),
        visitors: Number(sums.visitors),
        converters: Number(sums.converters),
      },
      dimensions: dimensions.rows.map((row) => ({
        dimension: String(row.dimension) as Dimension,
        value: String(row.value),
        sessions: Number(row.sessions),
      })),
      pages: pages.rows.map((row) => ({ path: String(row.path), views: Number(row.views), uniques: Number(row.uniques) })),
      hours: hours.rows.map((row) => ({ hour: Number(row.hour), pageviews: Number(row.pageviews) })),
    }
  }
}
