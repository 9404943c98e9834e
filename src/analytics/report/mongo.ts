import type { Connection } from 'mongoose'

import type { RangeTotals } from '@/lib/analytics/metrics'
import type { DaySpan, Granularity } from '@/lib/analytics/period'
import type { DailyTotals } from '@/lib/analytics/rollup'

import { TOTAL_FIELDS } from '../store/mongo-pipelines'
import { TABLES } from '../store/types'
import {
  dimensionsPipeline,
  firstDayPipeline,
  hoursPipeline,
  pagesPipeline,
  seriesPipeline,
  totalsPipeline,
  visitorsSincePipeline,
  type DimensionGroup,
} from './pipelines'
import type { ReportStore, SeriesRow } from './types'

const totalsOf = (sums: Record<string, unknown> | undefined): DailyTotals =>
  Object.fromEntries(TOTAL_FIELDS.map((field) => [field, Number(sums?.[field] ?? 0)])) as DailyTotals

/** The report reads on MongoDB, through the collections the analytics store writes. */
export class MongoReportStore implements ReportStore {
  constructor(private readonly connection: Connection) {}

  private aggregate<T = Record<string, unknown>>(table: string, pipeline: Record<string, unknown>[]): Promise<T[]> {
    return this.connection.collection(table).aggregate<T & Record<string, unknown>>(pipeline).toArray()
  }

  async firstDay(): Promise<string | null> {
    const [row] = await this.aggregate<{ day: string }>(TABLES.daily, firstDayPipeline)
    return row ? String(row.day) : null
  }

  async rangeTotals(span: DaySpan): Promise<RangeTotals> {
    const [totals, dimensions, pages, hours] = await Promise.all([
      this.aggregate(TABLES.daily, totalsPipeline(span)),
      this.aggregate<DimensionGroup>(TABLES.dimensions, dimensionsPipeline(span)),
      this.aggregate(TABLES.pages, pagesPipeline(span)),
      this.aggregate(TABLES.hours, hoursPipeline(span)),
    ])
    return {
      totals: totalsOf(totals[0]),
      dimensions: dimensions.flatMap((group) => group.rows.map((row) => ({ dimension: group._id, ...row }))),
      pages: pages.map((row) => ({ path: String(row._id), views: Number(row.views), uniques: Number(row.uniques) })),
      hours: hours.map((row) => ({ hour: Number(row._id), pageviews: Number(row.pageviews) })),
    }
  }

  async totals(span: DaySpan): Promise<DailyTotals> {
    const [sums] = await this.aggregate(TABLES.daily, totalsPipeline(span))
    return totalsOf(sums)
  }

  async series(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]> {
    const table = granularity === 'hour' ? TABLES.hours : TABLES.daily
    const rows = await this.aggregate(table, seriesPipeline(span, granularity))
    return rows.map((row) => ({ key: String(row._id), visitors: Number(row.visitors), pageviews: Number(row.pageviews) }))
  }

  async visitorsSince(ms: number, fromDay: string): Promise<number> {
    const [row] = await this.aggregate<{ visitors: number }>(TABLES.sessions, visitorsSincePipeline(ms, fromDay))
    return row ? Number(row.visitors) : 0
  }
}
