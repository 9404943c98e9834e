import { isUtmDimension } from '@/contracts/analytics'

import { VISIT_DIMENSIONS } from '@/analytics/model/rollup'

import { TABLES } from './types'

/**
 * The rows of a filter slice, and of the kept visits read in their place: per kind ('total',
 * 'dimension' by dimension and value, 'page' by path with its exits, 'hour', 'goal' by goal and
 * detail) the sums below. Every sum adds up over days (a visitor id is salted per day), so a
 * period's figure is the sum of its slices' and open days' rows, exactly.
 */
export const SLICE_SUMS = [
  'visitors',
  'sessions',
  'pageviews',
  'bounces',
  'duration_ms',
  'conversions',
  'exits',
  'events',
] as const
type Sum = (typeof SLICE_SUMS)[number]
export type SliceKind = 'total' | 'dimension' | 'page' | 'hour' | 'goal'
export const SLICE_KINDS: readonly SliceKind[] = ['total', 'dimension', 'page', 'hour', 'goal']

const VISIT_PAGES = `v CROSS JOIN ${TABLES.visitPages} p ON p.day = v.day AND p.visit_id = v.id`
const VISIT_GOALS = `v CROSS JOIN ${TABLES.visitGoals} g ON g.day = v.day AND g.visit_id = v.id`

const VISIT_SUMS = {
  visitors: 'COUNT(DISTINCT v.visitor_id)',
  sessions: 'COUNT(*)',
  pageviews: 'SUM(v.pageviews)',
  bounces: 'SUM(v.bounces)',
  duration_ms: 'SUM(v.duration_ms)',
}

type Select = {
  key1: string
  key2: string
  sums: Partial<Record<Sum, string>>
  from: string
  where?: string
  by: string[]
}

const SELECTS: Record<SliceKind, Select[]> = {
  total: [
    {
      key1: "''",
      key2: "''",
      sums: { ...VISIT_SUMS, conversions: 'COUNT(DISTINCT CASE WHEN v.conversions > 0 THEN v.visitor_id END)' },
      from: 'v',
      by: [],
    },
  ],
  dimension: VISIT_DIMENSIONS.map((dimension) => ({
    key1: `'${dimension}'`,
    key2: `v.${dimension}`,
    sums: { ...VISIT_SUMS, conversions: 'SUM(v.conversions)' },
    from: 'v',
    where: isUtmDimension(dimension) ? `v.${dimension} <> ''` : undefined,
    by: [`v.${dimension}`],
  })),
  page: [
    {
      key1: 'p.path',
      key2: "''",
      sums: { sessions: 'COUNT(DISTINCT p.visit_id)', pageviews: 'SUM(p.views)' },
      from: VISIT_PAGES,
      by: ['p.path'],
    },
    {
      key1: 'v.exit_page',
      key2: "''",
      sums: { exits: 'COUNT(*)' },
      from: 'v',
      where: "v.exit_page <> ''",
      by: ['v.exit_page'],
    },
  ],
  hour: [
    {
      key1: 'CAST(p.hour AS TEXT)',
      key2: "''",
      sums: { visitors: 'COUNT(DISTINCT v.visitor_id)', pageviews: 'SUM(p.views)' },
      from: VISIT_PAGES,
      by: ['p.hour'],
    },
  ],
  goal: [
    {
      key1: 'g.goal',
      key2: 'g.detail',
      sums: { visitors: 'COUNT(DISTINCT v.visitor_id)', events: 'SUM(g.events)' },
      from: VISIT_GOALS,
      by: ['g.goal', 'g.detail'],
    },
  ],
}

/**
 * The slice rows of kind `kind` of the visits in `v` (a CTE), as (…groups, kind, key1, key2, sums):
 * `groups` are v's columns that split them further (the job's bucket and value; none for a report).
 */
export function sliceRowsOf(kind: SliceKind, groups: string[] = []): string {
  return SELECTS[kind]
    .map(({ key1, key2, sums, from, where, by }) => {
      const grouped = [...groups.map((name) => `v.${name}`), ...by]
      const columns = [
        ...groups.map((name) => `v.${name} AS ${name}`),
        `'${kind}' AS kind`,
        `${key1} AS key1`,
        `${key2} AS key2`,
        ...SLICE_SUMS.map((name) => `COALESCE(${sums[name] ?? '0'}, 0) AS ${name}`),
      ]
      return `SELECT ${columns.join(', ')} FROM ${from}${where ? ` WHERE ${where}` : ''}${grouped.length > 0 ? ` GROUP BY ${grouped.join(', ')}` : ''}`
    })
    .join(' UNION ALL ')
}
