/**
 * Visits kept for filtered reports: one row per visit with its first-touch dimensions, and the
 * pages and goals of each visit. A filtered report is an aggregate over the visits of its period
 * that pass the filters (src/analytics/model/filters.ts), read through indexes by day and by
 * dimension; an unfiltered one still reads the rollups.
 */
import type { Goal } from '@/contracts/analytics-event'

import type { Dimension } from './rollup'

export type VisitRow = {
  id: string
  day: string
  visitorId: string
  startedAt: number
  lastAt: number
  pageviews: number
  /** 1 when the visit bounced, else 0 (so sums count bounces). */
  bounces: number
  durationMs: number
  /** 1 when the visit completed an assessment, else 0. */
  conversions: number
  /** The path of the visit's last page view. */
  exitPage: string
} & Record<Dimension, string>

/** Page views of one path in one local hour of one visit (day: the visit's). */
export type VisitPageRow = { visitId: string; day: string; path: string; hour: number; views: number }

/** Goal events of one visit, split by detail as the goal rollup is. */
export type VisitGoalRow = { visitId: string; day: string; goal: Goal; detail: string; events: number }
