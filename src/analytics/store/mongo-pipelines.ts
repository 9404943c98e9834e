import type { DaySpan } from '@/contracts/analytics'
import { periodBuckets } from '@/analytics/model/buckets'
import type { Goal } from '@/contracts/analytics-event'
import type { Granularity } from '@/contracts/analytics-answers'
import type { Dimension } from '@/analytics/model/rollup'

import { ROWS_PER_LIST, TABLES } from './types'

/**
 * MongoDB aggregation pipelines and bulk operations for the analytics store, as plain data so
 * they run under mingo in the tests without a server. They mirror the SQLite store's statements.
 */
type Document = Record<string, unknown>

export const TOTAL_FIELDS = ['sessions', 'bounces', 'durationMs', 'pageviews', 'visitors', 'converters'] as const
const DIMENSION_FIELDS = ['visitors', 'sessions', 'pageviews', 'bounces', 'durationMs', 'conversions'] as const

const sums = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, { $sum: `$${field}` }]))

const matchSpan = (span: DaySpan): Document => ({ $match: { day: { $gte: span.from, $lte: span.to } } })

/**
 * A rollup's documents over a span, read from its day collection: the days of partial months
 * there, unioned with the whole months of its month collection.
 */
function rollupSource(monthTable: string, span: DaySpan): Document[] {
  const { months, days } = periodBuckets(span.from, span.to)
  const dayMatch =
    days.length > 0
      ? { $or: days.map((range) => ({ day: { $gte: range.from, $lte: range.to } })) }
      : { day: { $in: [] } }
  return [
    { $match: dayMatch },
    ...(months
      ? [
          {
            $unionWith: { coll: monthTable, pipeline: [{ $match: { month: { $gte: months.from, $lte: months.to } } }] },
          },
        ]
      : []),
  ]
}

export const totalsPipeline = (span: DaySpan): Document[] => [
  matchSpan(span),
  { $group: { _id: null, ...sums(TOTAL_FIELDS) } },
]

/** Rows grouped by dimension and value, to each dimension's top ROWS_PER_LIST by visits. */
export const topRowsPerDimension: Document[] = [
  { $sort: { sessions: -1, '_id.value': 1 } },
  {
    $group: {
      _id: '$_id.dimension',
      rows: {
        $push: { value: '$_id.value', ...Object.fromEntries(DIMENSION_FIELDS.map((field) => [field, `$${field}`])) },
      },
    },
  },
  { $project: { rows: { $slice: ['$rows', ROWS_PER_LIST] } } },
]

export const dimensionsPipeline = (span: DaySpan): Document[] => [
  ...rollupSource(TABLES.monthlyDimensions, span),
  { $group: { _id: { dimension: '$dimension', value: '$value' }, ...sums(DIMENSION_FIELDS) } },
  ...topRowsPerDimension,
]

export const pagesPipeline = (span: DaySpan): Document[] => [
  ...rollupSource(TABLES.monthlyPages, span),
  { $group: { _id: '$path', views: { $sum: '$views' }, uniques: { $sum: '$uniques' } } },
  { $sort: { views: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

/** Pages by the visits that ended on them, with their views (exits per view). */
export const exitsPipeline = (span: DaySpan): Document[] => [
  ...rollupSource(TABLES.monthlyPages, span),
  { $group: { _id: '$path', exits: { $sum: '$exits' }, views: { $sum: '$views' } } },
  { $match: { exits: { $gt: 0 } } },
  { $sort: { exits: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

export const hoursPipeline = (span: DaySpan): Document[] => [
  ...rollupSource(TABLES.monthlyHours, span),
  { $group: { _id: '$hour', pageviews: { $sum: '$pageviews' }, visitors: { $sum: '$visitors' } } },
]

export const goalsPipeline = (span: DaySpan): Document[] => [
  ...rollupSource(TABLES.monthlyGoals, span),
  {
    $group: { _id: { goal: '$goal', detail: '$detail' }, events: { $sum: '$events' }, visitors: { $sum: '$visitors' } },
  },
  { $sort: { events: -1, '_id.detail': 1 } },
  {
    $group: { _id: '$_id.goal', rows: { $push: { detail: '$_id.detail', events: '$events', visitors: '$visitors' } } },
  },
  { $project: { rows: { $slice: ['$rows', ROWS_PER_LIST] } } },
]

/** Pages whose path lies in [low, high): their unique visitors per day, summed. */
export const pagesUnderPipeline = (span: DaySpan, [low, high]: [string, string]): Document[] => [
  ...rollupSource(TABLES.monthlyPages, span),
  { $match: { path: { $gte: low, $lt: high } } },
  { $group: { _id: '$path', visitors: { $sum: '$uniques' } } },
]

/** Entry pages whose path lies in [low, high): the visits that entered on each. */
export const entriesUnderPipeline = (span: DaySpan, [low, high]: [string, string]): Document[] => [
  ...rollupSource(TABLES.monthlyDimensions, span),
  { $match: { dimension: 'entry_page', value: { $gte: low, $lt: high } } },
  { $group: { _id: '$value', entries: { $sum: '$sessions' } } },
]

/** The first day with traffic: the smallest `day` of the daily rollup (an index walk). */
export const firstDayPipeline: Document[] = [{ $sort: { day: 1 } }, { $limit: 1 }, { $project: { _id: 0, day: 1 } }]

/** Trend buckets: per hour of the span's hour rollup, or per day / month of the daily rollup. */
export function seriesPipeline(span: DaySpan, granularity: Granularity): Document[] {
  const key =
    granularity === 'hour' ? { $toString: '$hour' } : granularity === 'day' ? '$day' : { $substrBytes: ['$day', 0, 7] }
  return [matchSpan(span), { $group: { _id: key, visitors: { $sum: '$visitors' }, pageviews: { $sum: '$pageviews' } } }]
}

/** Upserts adding each row's counts to the stored row with the same key. */
export function incrementOps<T extends Record<string, unknown>>(
  rows: T[],
  keys: (keyof T & string)[],
  sums: (keyof T & string)[],
) {
  return rows.map((row) => ({
    updateOne: {
      filter: Object.fromEntries(keys.map((key) => [key, row[key]])),
      update: { $inc: Object.fromEntries(sums.map((sum) => [sum, Number(row[sum])])) },
      upsert: true,
    },
  }))
}

export type DimensionGroup = {
  _id: Dimension
  rows: ({ value: string } & Record<(typeof DIMENSION_FIELDS)[number], number>)[]
}
export type GoalGroup = { _id: Goal; rows: { detail: string; events: number; visitors: number }[] }
