import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import { hasFilters } from '@/analytics/model/filters'
import type { RangeTotals } from '@/analytics/model/metrics'
import type { Granularity } from '@/contracts/analytics-answers'
import type { SeriesRow } from '@/analytics/model/report'
import type { DailyTotals } from '@/analytics/model/rollup'

import { funnelReach, type Matcher } from '@/analytics/model/conversions'

import type { GoalMatch, GoalRow } from './conversion-types'
import { mongoGoalRows, mongoVisitEvents } from './mongo-conversions'
import { MongoIngestStore } from './mongo-ingest'
import {
  filteredDimensionStages,
  filteredExitStages,
  filteredGoalStages,
  filteredHourStages,
  filteredPageStages,
  filteredSeriesStages,
  filteredTotalsStages,
  filteredVisits,
} from './mongo-visit-pipelines'
import {
  dimensionsPipeline,
  entriesUnderPipeline,
  exitsPipeline,
  firstDayPipeline,
  goalsPipeline,
  hoursPipeline,
  pagesPipeline,
  pagesUnderPipeline,
  seriesPipeline,
  totalsPipeline,
  TOTAL_FIELDS,
  type DimensionGroup,
  type GoalGroup,
} from './mongo-pipelines'
import {
  figuresFromReads,
  mergePathFigures,
  prefixRange,
  TABLES,
  type AnalyticsStore,
  type PathFigures,
  type PeriodFigures,
  type ReportSpans,
} from './types'

type Document = Record<string, unknown>

const totalsOf = (sums: Document | undefined): DailyTotals =>
  Object.fromEntries(TOTAL_FIELDS.map((field) => [field, Number(sums?.[field] ?? 0)])) as DailyTotals

/** The MongoDB store, on the mongoose connection Payload's adapter holds: ingest, and the reports' reads. */
export class MongoAnalyticsStore extends MongoIngestStore implements AnalyticsStore {
  private aggregate<T extends Document = Document>(table: string, pipeline: Document[]): Promise<T[]> {
    return this.collection(table).aggregate<T>(pipeline).toArray()
  }

  goalRows(span: DaySpan, filters: ReportFilters, goals: GoalMatch[]): Promise<GoalRow[]> {
    return mongoGoalRows(this.connection, span, filters, goals)
  }

  /** Every event of the visits, walked here (no kept past part on MongoDB). */
  async funnelVisitors(span: DaySpan, filters: ReportFilters, funnels: (Matcher | null)[][]): Promise<number[][]> {
    const visits = funnels.length > 0 ? await mongoVisitEvents(this.connection, span, filters) : []
    return funnels.map((matchers) => funnelReach(matchers, visits))
  }

  /** No report cache on MongoDB: read each time. */
  memo<T>(_key: string, read: () => Promise<T>): Promise<T> {
    return read()
  }

  /** Not sliced on MongoDB yet: its filtered reports read the kept visits (docs/data.md). */
  sliceClosedDays(): Promise<{ days: number; months: number; pruned: number }> {
    return Promise.resolve({ days: 0, months: 0, pruned: 0 })
  }

  async firstDay(): Promise<string | null> {
    const [row] = await this.aggregate(TABLES.daily, firstDayPipeline)
    return row ? String(row.day) : null
  }

  /** The kept visits of a span that pass the filters, then `stages`. */
  private visits<T extends Document = Document>(span: DaySpan, filters: ReportFilters, stages: Document[]) {
    const { collection, stages: kept } = filteredVisits(span, filters)
    return this.aggregate<T>(collection, [...kept, ...stages])
  }

  async rangeTotals(span: DaySpan, filters: ReportFilters = {}): Promise<RangeTotals> {
    if (hasFilters(filters)) return this.filteredRangeTotals(span, filters)
    const [totals, dimensions, pages, exits, hours, goals] = await Promise.all([
      this.aggregate(TABLES.daily, totalsPipeline(span)),
      this.aggregate<DimensionGroup>(TABLES.dimensions, dimensionsPipeline(span)),
      this.aggregate(TABLES.pages, pagesPipeline(span)),
      this.aggregate(TABLES.pages, exitsPipeline(span)),
      this.aggregate(TABLES.hours, hoursPipeline(span)),
      this.aggregate<GoalGroup>(TABLES.goals, goalsPipeline(span)),
    ])
    return rangeTotalsOf({ totals, dimensions, pages, exits, hours, goals })
  }

  private async filteredRangeTotals(span: DaySpan, filters: ReportFilters): Promise<RangeTotals> {
    const [totals, dimensions, pages, exitCounts, hours, goals] = await Promise.all([
      this.visits(span, filters, filteredTotalsStages),
      this.visits<DimensionGroup>(span, filters, filteredDimensionStages),
      this.visits(span, filters, filteredPageStages()),
      this.visits(span, filters, filteredExitStages),
      this.visits(span, filters, filteredHourStages),
      this.visits<GoalGroup>(span, filters, filteredGoalStages),
    ])
    const exitPaths = exitCounts.map((row) => String(row._id))
    const views = new Map(
      (exitPaths.length > 0 ? await this.visits(span, filters, filteredPageStages(exitPaths)) : []).map((row) => [
        String(row._id),
        Number(row.views),
      ]),
    )
    const exits = exitCounts.map((row) => ({ ...row, views: views.get(String(row._id)) ?? 0 }))
    return rangeTotalsOf({ totals, dimensions, pages, exits, hours, goals })
  }

  async totals(span: DaySpan, filters: ReportFilters = {}): Promise<DailyTotals> {
    if (hasFilters(filters)) return totalsOf((await this.visits(span, filters, filteredTotalsStages))[0])
    const [sums] = await this.aggregate(TABLES.daily, totalsPipeline(span))
    return totalsOf(sums)
  }

  periodFigures(period: ReportSpans, filters: ReportFilters = {}): Promise<PeriodFigures> {
    return figuresFromReads(period, {
      rangeTotals: (span) => this.rangeTotals(span, filters),
      totals: (span) => this.totals(span, filters),
      series: (span) => this.series(span, period.granularity, filters),
    })
  }

  async series(span: DaySpan, granularity: Granularity, filters: ReportFilters = {}): Promise<SeriesRow[]> {
    const rows = hasFilters(filters)
      ? await this.visits(span, filters, filteredSeriesStages(granularity))
      : await this.aggregate(granularity === 'hour' ? TABLES.hours : TABLES.daily, seriesPipeline(span, granularity))
    return rows.map((row) => ({
      key: String(row._id),
      visitors: Number(row.visitors),
      pageviews: Number(row.pageviews),
    }))
  }

  async pagesUnder(span: DaySpan, prefix: string): Promise<PathFigures[]> {
    const range = prefixRange(prefix)
    const [pages, entries] = await Promise.all([
      this.aggregate(TABLES.pages, pagesUnderPipeline(span, range)),
      this.aggregate(TABLES.dimensions, entriesUnderPipeline(span, range)),
    ])
    return mergePathFigures(
      pages.map((row) => ({ path: String(row._id), visitors: Number(row.visitors) })),
      entries.map((row) => ({ path: String(row._id), entries: Number(row.entries) })),
    )
  }
}

/** The report's sums from the groups its pipelines answer. */
function rangeTotalsOf({
  totals,
  dimensions,
  pages,
  exits,
  hours,
  goals,
}: {
  totals: Document[]
  dimensions: DimensionGroup[]
  pages: Document[]
  exits: Document[]
  hours: Document[]
  goals: GoalGroup[]
}): RangeTotals {
  return {
    totals: totalsOf(totals[0]),
    dimensions: dimensions.flatMap((group) => group.rows.map((row) => ({ dimension: group._id, ...row }))),
    pages: pages.map((row) => ({ path: String(row._id), views: Number(row.views), uniques: Number(row.uniques) })),
    exits: exits.map((row) => ({ path: String(row._id), exits: Number(row.exits), views: Number(row.views) })),
    hours: hours.map((row) => ({
      hour: Number(row._id),
      pageviews: Number(row.pageviews),
      visitors: Number(row.visitors),
    })),
    goals: goals.flatMap((group) => group.rows.map((row) => ({ goal: group._id, ...row }))),
  }
}
