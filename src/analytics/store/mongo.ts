import type { RangeTotals } from '@/lib/analytics/metrics'
import { emptyTotals } from '@/lib/analytics/rollup'

import { MongoIngestStore } from './mongo-ingest'
import { dimensionsPipeline, hoursPipeline, pagesPipeline, totalsPipeline, TOTAL_FIELDS, type DimensionGroup } from './mongo-pipelines'
import { TABLES, type AnalyticsStore } from './types'

/** The MongoDB store, on the mongoose connection Payload's adapter holds: ingest, and the reports' reads. */
export class MongoAnalyticsStore extends MongoIngestStore implements AnalyticsStore {
  async rangeTotals(fromDay: string | null): Promise<RangeTotals> {
    const [totals, dimensions, pages, hours] = await Promise.all([
      this.collection(TABLES.daily).aggregate(totalsPipeline(fromDay)).toArray(),
      this.collection(TABLES.dimensions).aggregate<DimensionGroup>(dimensionsPipeline(fromDay)).toArray(),
      this.collection(TABLES.pages).aggregate(pagesPipeline(fromDay)).toArray(),
      this.collection(TABLES.hours).aggregate(hoursPipeline(fromDay)).toArray(),
    ])
    const sums = totals[0] ?? {}
    return {
      totals: Object.fromEntries(TOTAL_FIELDS.map((field) => [field, Number(sums[field] ?? 0)])) as ReturnType<typeof emptyTotals>,
      dimensions: dimensions.flatMap((group) => group.rows.map((row) => ({ dimension: group._id, ...row }))),
      pages: pages.map((row) => ({ path: String(row._id), views: Number(row.views), uniques: Number(row.uniques) })),
      hours: hours.map((row) => ({ hour: Number(row._id), pageviews: Number(row.pageviews) })),
    }
  }
}
