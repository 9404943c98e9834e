import type { Dimension } from '@/lib/analytics/rollup'

import { ROWS_PER_LIST } from './types'

/**
 * MongoDB aggregation pipelines and bulk operations for the analytics store, as plain data so
 * they are unit-tested without a server. They mirror the SQLite store's statements.
 */
type Document = Record<string, unknown>

export const matchFrom = (fromDay: string | null): Document[] =>
  fromDay === null ? [] : [{ $match: { day: { $gte: fromDay } } }]

export const TOTAL_FIELDS = ['sessions', 'bounces', 'durationMs', 'pageviews', 'visitors', 'converters'] as const

export const totalsPipeline = (fromDay: string | null): Document[] => [
  ...matchFrom(fromDay),
  { $group: { _id: null, ...Object.fromEntries(TOTAL_FIELDS.map((field) => [field, { $sum: `$${field}` }])) } },
]

export const dimensionsPipeline = (fromDay: string | null): Document[] => [
  ...matchFrom(fromDay),
  { $group: { _id: { dimension: '$dimension', value: '$value' }, sessions: { $sum: '$sessions' } } },
  { $sort: { sessions: -1, '_id.value': 1 } },
  { $group: { _id: '$_id.dimension', rows: { $push: { value: '$_id.value', sessions: '$sessions' } } } },
  { $project: { rows: { $slice: ['$rows', ROWS_PER_LIST] } } },
]

export const pagesPipeline = (fromDay: string | null): Document[] => [
  ...matchFrom(fromDay),
  { $group: { _id: '$path', views: { $sum: '$views' }, uniques: { $sum: '$uniques' } } },
  { $sort: { views: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

export const hoursPipeline = (fromDay: string | null): Document[] => [
  ...matchFrom(fromDay),
  { $group: { _id: '$hour', pageviews: { $sum: '$pageviews' } } },
]

/** Upserts adding each row's counts to the stored row with the same key. */
export function incrementOps<T extends Record<string, unknown>>(rows: T[], keys: (keyof T & string)[], sums: (keyof T & string)[]) {
  return rows.map((row) => ({
    updateOne: {
      filter: Object.fromEntries(keys.map((key) => [key, row[key]])),
      update: { $inc: Object.fromEntries(sums.map((sum) => [sum, Number(row[sum])])) },
      upsert: true,
    },
  }))
}

export type DimensionGroup = { _id: Dimension; rows: { value: string; sessions: number }[] }
