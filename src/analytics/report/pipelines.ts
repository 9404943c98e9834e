import type { DaySpan, Granularity } from '@/lib/analytics/period'
import type { Dimension } from '@/lib/analytics/rollup'

import { TOTAL_FIELDS } from '../store/mongo-pipelines'
import { ROWS_PER_LIST } from '../store/types'

/**
 * The report's MongoDB aggregation pipelines as plain data, so they run under mingo in the
 * tests without a server. They mirror the SQLite report's statements one for one.
 */
type Document = Record<string, unknown>

export const matchSpan = (span: DaySpan): Document => ({ $match: { day: { $gte: span.from, $lte: span.to } } })

export const totalsPipeline = (span: DaySpan): Document[] => [
  matchSpan(span),
  { $group: { _id: null, ...Object.fromEntries(TOTAL_FIELDS.map((field) => [field, { $sum: `$${field}` }])) } },
]

export const dimensionsPipeline = (span: DaySpan): Document[] => [
  matchSpan(span),
  { $group: { _id: { dimension: '$dimension', value: '$value' }, sessions: { $sum: '$sessions' } } },
  { $sort: { sessions: -1, '_id.value': 1 } },
  { $group: { _id: '$_id.dimension', rows: { $push: { value: '$_id.value', sessions: '$sessions' } } } },
  { $project: { rows: { $slice: ['$rows', ROWS_PER_LIST] } } },
]

export const pagesPipeline = (span: DaySpan): Document[] => [
  matchSpan(span),
  { $group: { _id: '$path', views: { $sum: '$views' }, uniques: { $sum: '$uniques' } } },
  { $sort: { views: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

export const hoursPipeline = (span: DaySpan): Document[] => [
  matchSpan(span),
  { $group: { _id: '$hour', pageviews: { $sum: '$pageviews' } } },
]

/** The first day with traffic: the smallest `day` of the daily rollup (an index walk). */
export const firstDayPipeline: Document[] = [{ $sort: { day: 1 } }, { $limit: 1 }, { $project: { _id: 0, day: 1 } }]

/** Trend buckets: per hour of the span's hour rollup, or per day / month of the daily rollup. */
export function seriesPipeline(span: DaySpan, granularity: Granularity): Document[] {
  if (granularity === 'hour') {
    return [matchSpan(span), { $group: { _id: { $toString: '$hour' }, visitors: { $sum: 0 }, pageviews: { $sum: '$pageviews' } } }]
  }
  const key = granularity === 'day' ? '$day' : { $substrBytes: ['$day', 0, 7] }
  return [matchSpan(span), { $group: { _id: key, visitors: { $sum: '$visitors' }, pageviews: { $sum: '$pageviews' } } }]
}

export const visitorsSincePipeline = (ms: number, fromDay: string): Document[] => [
  { $match: { day: { $gte: fromDay }, lastAt: { $gte: ms } } },
  { $group: { _id: '$visitorId' } },
  { $count: 'visitors' },
]

export type DimensionGroup = { _id: Dimension; rows: { value: string; sessions: number }[] }
