import type { DaySpan, ReportFilters } from '@/contracts/analytics'

import type { Matcher, VisitEvents } from '@/analytics/model/conversions'

/** A custom goal to count, under the key its rows come back with. */
export type GoalMatch = { key: string; matcher: Extract<Matcher, { type: 'page' | 'event' }> }

/** One goal's converting visits and distinct visitors, in all (`source` null) or from one source. */
export type GoalRow = { key: string; source: string | null; conversions: number; visitors: number }

/** The reads custom goals and funnels need, on either database. */
export interface ConversionStore {
  goalRows(span: DaySpan, filters: ReportFilters, goals: GoalMatch[]): Promise<GoalRow[]>
  /** The kept visits' events in order, only those some matcher matches (the rest cannot move a funnel). */
  visitEvents(span: DaySpan, filters: ReportFilters, matchers: Matcher[]): Promise<VisitEvents[]>
  /** `read`'s result kept until the next write (SQLite's report cache); MongoDB reads it each time. */
  memo<T>(key: string, read: () => Promise<T>): Promise<T>
}
