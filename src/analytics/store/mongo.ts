import type { DaySpan } from '@/contracts/analytics'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/analytics/model/period'
import type { SeriesRow } from '@/analytics/model/report'
import type { DailyTotals } from '@/analytics/model/rollup'

import { MongoIngestStore } from './mongo-ingest'
import {
  dimensionsPipeline,
  firstDayPipeline,
  goalsPipeline,
  hoursPipeline,
  pagesPipeline,
  seriesPipeline,
  totalsPipeline,
  TOTAL_FIELDS,
  type DimensionGroup,
  type GoalGroup,
} from './mongo-pipelines'
import { TABLES, type AnalyticsStore } from './types'

type Document = Record<string, unknown>

const totalsOf = (sums: Document | undefined): DailyTotals =>
  Object.fromEntries(TOTAL_FIELDS.map((field) => [field, Number(sums?.[field] ?? 0)])) as DailyTotals

/** The MongoDB store, on the mongoose connection Payload's adapter holds: ingest, and the reports' reads. */
export class MongoAnalyticsStore extends MongoIngestStore implements AnalyticsStore {
  private aggregate<T extends Document = Document>(table: string, pipeline: Document[]): Promise<T[]> {
    return this.collection(table).aggregate<T>(pipeline).toArray()
  }

  async firstDay(): Promise<string | null> {
    const [row] = await this.aggregate(TABLES.daily, firstDayPipeline)
    return row ? String(row.day) : null
  }

  async rangeTotals(span: DaySpan): Promise<RangeTotals> {
    const [totals, dimensions, pages, hours, goals] = await Promise.all([
      this.aggregate(TABLES.daily, totalsPipeline(span)),
      this.aggregate<DimensionGroup>(TABLES.dimensions, dimensionsPipeline(span)),
      this.aggregate(TABLES.pages, pagesPipeline(span)),
      this.aggregate(TABLES.hours, hoursPipeline(span)),
      this.aggregate<GoalGroup>(TABLES.goals, goalsPipeline(span)),
    ])
    return {
      totals: totalsOf(totals[0]),
      dimensions: dimensions.flatMap((group) => group.rows.map((row) => ({ dimension: group._id, ...row }))),
      pages: pages.map((row) => ({ path: String(row._id), views: Number(row.views), uniques: Number(row.uniques) })),
      hours: hours.map((row) => ({
        hour: Number(row._id),
        pageviews: Number(row.pageviews),
        visitors: Number(row.visitors),
      })),
      goals: goals.flatMap((group) => group.rows.map((row) => ({ goal: group._id, ...row }))),
    }
  }

  async totals(span: DaySpan): Promise<DailyTotals> {
    const [sums] = await this.aggregate(TABLES.daily, totalsPipeline(span))
    return totalsOf(sums)
  }

  async series(span: DaySpan, granularity: Granularity): Promise<SeriesRow[]> {
    const rows = await this.aggregate(
      granularity === 'hour' ? TABLES.hours : TABLES.daily,
      seriesPipeline(span, granularity),
    )
    return rows.map((row) => ({
      key: String(row._id),
      visitors: Number(row.visitors),
      pageviews: Number(row.pageviews),
    }))
  }
}
