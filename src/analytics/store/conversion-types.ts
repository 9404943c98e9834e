import type { DaySpan, ReportFilters } from '@/contracts/analytics'

import type { Matcher } from '@/analytics/model/conversions'

/** A custom goal to count, under the key its rows come back with. */
export type GoalMatch = { key: string; matcher: Extract<Matcher, { type: 'page' | 'event' }> }

/** One goal's converting visits and distinct visitors, in all (`source` null) or from one source. */
export type GoalRow = { key: string; source: string | null; conversions: number; visitors: number }

/** The reads custom goals and funnels need, on either database. */
export interface ConversionStore {
  /** `closedThrough`: the last day no write changes any more (a store may keep the part up to it). */
  goalRows(span: DaySpan, filters: ReportFilters, goals: GoalMatch[], closedThrough?: string): Promise<GoalRow[]>
  /**
   * Each funnel's distinct visitors per step (steps in order within one visit, `funnelReach`) among the
   * kept visits that pass the filters; days through `closedThrough` no write changes any more.
   */
  funnelVisitors(
    span: DaySpan,
    filters: ReportFilters,
    funnels: (Matcher | null)[][],
    closedThrough: string,
  ): Promise<number[][]>
  /** `read`'s result kept until the next write (SQLite's report cache); MongoDB reads it each time. */
  memo<T>(key: string, read: () => Promise<T>): Promise<T>
}
