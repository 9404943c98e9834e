import { UTM_DIMENSIONS, type DaySpan, type ReportFilters } from '@/contracts/analytics'
import { compileFilters } from '@/analytics/model/filters'
import type { Granularity } from '@/contracts/analytics-answers'
import { VISIT_DIMENSIONS } from '@/analytics/model/rollup'

import { topRowsPerDimension } from './mongo-pipelines'
import { ROWS_PER_LIST, TABLES } from './types'

/**
 * The filtered reports' pipelines on MongoDB, mirroring src/analytics/store/sqlite-visits.ts:
 * the visits of a span that pass the filters (through the visits' dimension and day indexes,
 * or for a page filter the visit pages' path index), then one aggregate per figure. Distinct
 * visitors are counted by grouping on the visitor id first.
 */
type Document = Record<string, unknown>

/** The collection a filtered read starts from and the stages that leave the kept visits. */
export function filteredVisits(span: DaySpan, filters: ReportFilters): { collection: string; stages: Document[] } {
  const { conditions, viewedPage } = compileFilters(filters)
  const match = Object.fromEntries(conditions.map(({ field, value }) => [field, value]))
  const days = { $gte: span.from, $lte: span.to }
  if (viewedPage === null) return { collection: TABLES.visits, stages: [{ $match: { day: days, ...match } }] }
  return {
    collection: TABLES.visitPages,
    stages: [
      { $match: { path: viewedPage, day: days } },
      { $group: { _id: '$visitId' } },
      { $lookup: { from: TABLES.visits, localField: '_id', foreignField: '_id', as: 'visit' } },
      { $unwind: '$visit' },
      { $replaceRoot: { newRoot: '$visit' } },
      ...(conditions.length > 0 ? [{ $match: match }] : []),
    ],
  }
}

const joined = (from: string, as: string): Document[] => [
  { $lookup: { from, localField: '_id', foreignField: 'visitId', as } },
  { $unwind: `$${as}` },
]

export const filteredTotalsStages: Document[] = [
  {
    $group: {
      _id: '$visitorId',
      sessions: { $sum: 1 },
      bounces: { $sum: '$bounces' },
      durationMs: { $sum: '$durationMs' },
      pageviews: { $sum: '$pageviews' },
      converted: { $max: '$conversions' },
    },
  },
  {
    $group: {
      _id: null,
      sessions: { $sum: '$sessions' },
      bounces: { $sum: '$bounces' },
      durationMs: { $sum: '$durationMs' },
      pageviews: { $sum: '$pageviews' },
      visitors: { $sum: 1 },
      converters: { $sum: '$converted' },
    },
  },
]

const visitSums = {
  pageviews: '$pageviews',
  bounces: '$bounces',
  durationMs: '$durationMs',
  conversions: '$conversions',
}

export const filteredDimensionStages: Document[] = [
  {
    $project: {
      visitorId: 1,
      ...Object.fromEntries(Object.keys(visitSums).map((field) => [field, 1])),
      pairs: VISIT_DIMENSIONS.map((dimension) => ({ dimension: { $literal: dimension }, value: `$${dimension}` })),
    },
  },
  { $unwind: '$pairs' },
  { $match: { $or: [{ 'pairs.value': { $ne: '' } }, { 'pairs.dimension': { $nin: UTM_DIMENSIONS } }] } },
  {
    $group: {
      _id: { dimension: '$pairs.dimension', value: '$pairs.value', visitorId: '$visitorId' },
      sessions: { $sum: 1 },
      ...Object.fromEntries(Object.entries(visitSums).map(([field, path]) => [field, { $sum: path }])),
    },
  },
  {
    $group: {
      _id: { dimension: '$_id.dimension', value: '$_id.value' },
      visitors: { $sum: 1 },
      sessions: { $sum: '$sessions' },
      ...Object.fromEntries(Object.keys(visitSums).map((field) => [field, { $sum: `$${field}` }])),
    },
  },
  ...topRowsPerDimension,
]

/** Page views by path of the kept visits (only `paths`, when given). */
export const filteredPageStages = (paths?: string[]): Document[] => [
  ...joined(TABLES.visitPages, 'page'),
  ...(paths ? [{ $match: { 'page.path': { $in: paths } } }] : []),
  { $group: { _id: { path: '$page.path', visit: '$_id' }, views: { $sum: '$page.views' } } },
  { $group: { _id: '$_id.path', views: { $sum: '$views' }, uniques: { $sum: 1 } } },
  { $sort: { views: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

export const filteredExitStages: Document[] = [
  { $match: { exitPage: { $ne: '' } } },
  { $group: { _id: '$exitPage', exits: { $sum: 1 } } },
  { $sort: { exits: -1, _id: 1 } },
  { $limit: ROWS_PER_LIST },
]

const hourStages = (key: unknown): Document[] => [
  ...joined(TABLES.visitPages, 'page'),
  { $group: { _id: { hour: '$page.hour', visitor: '$visitorId' }, views: { $sum: '$page.views' } } },
  { $group: { _id: key, pageviews: { $sum: '$views' }, visitors: { $sum: 1 } } },
]

export const filteredHourStages = hourStages('$_id.hour')

export const filteredGoalStages: Document[] = [
  ...joined(TABLES.visitGoals, 'goal'),
  {
    $group: {
      _id: { goal: '$goal.goal', detail: '$goal.detail', visitor: '$visitorId' },
      events: { $sum: '$goal.events' },
    },
  },
  {
    $group: { _id: { goal: '$_id.goal', detail: '$_id.detail' }, events: { $sum: '$events' }, visitors: { $sum: 1 } },
  },
  { $sort: { events: -1, '_id.detail': 1 } },
  {
    $group: { _id: '$_id.goal', rows: { $push: { detail: '$_id.detail', events: '$events', visitors: '$visitors' } } },
  },
  { $project: { rows: { $slice: ['$rows', ROWS_PER_LIST] } } },
]

export function filteredSeriesStages(granularity: Granularity): Document[] {
  if (granularity === 'hour') return hourStages({ $toString: '$_id.hour' })
  const key = granularity === 'day' ? '$day' : { $substrBytes: ['$day', 0, 7] }
  return [
    { $group: { _id: { key, visitor: '$visitorId' }, pageviews: { $sum: '$pageviews' } } },
    { $group: { _id: '$_id.key', visitors: { $sum: 1 }, pageviews: { $sum: '$pageviews' } } },
  ]
}
