import type { DaySpan } from '@/contracts/analytics'
import type { InValue } from '@libsql/client'

import { periodBuckets } from '@/analytics/model/buckets'
import { addDays } from '@/analytics/model/time'
import type { SqlClient } from '@/lib/sql-rows'

import { SLICE_SUMS, type SliceKind } from './slice-rows'
import { PAST_ROWS, PAST_SUMS, pastParts, type PastSource } from './sqlite-past'
import { TABLES } from './types'

/** The rollups a report's lists read, as rows of the past parts' shape (bucket, key1, key2, …sums). */
type RollupKind = Exclude<SliceKind, 'total'>

const ROLLUPS: Record<
  RollupKind,
  { day: string; month: string; keys: [string, string]; sums: Record<string, string>; columns: string }
> = {
  dimension: {
    day: TABLES.dimensions,
    month: TABLES.monthlyDimensions,
    keys: ['dimension', 'value'],
    sums: {
      visitors: 'visitors',
      sessions: 'sessions',
      pageviews: 'pageviews',
      bounces: 'bounces',
      duration_ms: 'duration_ms',
      conversions: 'conversions',
    },
    columns: 'key1 AS dimension, key2 AS value, visitors, sessions, pageviews, bounces, duration_ms, conversions',
  },
  page: {
    day: TABLES.pages,
    month: TABLES.monthlyPages,
    keys: ['path', "''"],
    sums: { pageviews: 'views', sessions: 'uniques', exits: 'exits' },
    columns: 'key1 AS path, pageviews AS views, sessions AS uniques, exits',
  },
  hour: {
    day: TABLES.hours,
    month: TABLES.monthlyHours,
    keys: ['hour', "''"],
    sums: { pageviews: 'pageviews', visitors: 'visitors' },
    columns: 'key1 AS hour, pageviews, visitors',
  },
  goal: {
    day: TABLES.goals,
    month: TABLES.monthlyGoals,
    keys: ['goal', 'detail'],
    sums: { events: 'events', visitors: 'visitors' },
    columns: 'key1 AS goal, key2 AS detail, events, visitors',
  },
}

/** A rollup's rows in the past parts' shape, from its `unit` table where the bucket is in a JSON list. */
function rollupRows(kind: RollupKind, unit: 'day' | 'month'): string {
  const { keys, sums } = ROLLUPS[kind]
  const table = ROLLUPS[kind][unit]
  const values = SLICE_SUMS.map((name) => `${sums[name] ?? '0'} AS ${name}`).join(', ')
  return `SELECT '' AS bucket, ${keys[0]} AS key1, ${keys[1]} AS key2, ${values} FROM ${table} WHERE ${unit} IN (SELECT value FROM json_each(?))`
}

/**
 * Where a span's rollups are read: whole months and days the slicing job has marked in
 * `analytics_sliced` (closed: no flush writes them any more) summed once and kept as past parts,
 * the other months and days read fresh from the month and day tables.
 */
export type RollupPlan = { past: { months: string[]; days: string[] }; fresh: { months: string[]; days: string[] } }

export async function rollupPlan(client: SqlClient, span: DaySpan): Promise<RollupPlan> {
  const marks = await client.execute({
    sql: `SELECT bucket FROM ${TABLES.sliced} WHERE bucket >= ? AND bucket <= ?`,
    args: [span.from.slice(0, 7), span.to],
  })
  const closed = new Set(marks.rows.map((row) => String(row.bucket)))
  const plan: RollupPlan = { past: { months: [], days: [] }, fresh: { months: [], days: [] } }
  const { months, days } = periodBuckets(span.from, span.to)
  if (months)
    for (let month = months.from; month <= months.to; month = addDays(`${month}-01`, 32).slice(0, 7))
      (closed.has(month) ? plan.past : plan.fresh).months.push(month)
  for (const range of days)
    for (let day = range.from; day <= range.to; day = addDays(day, 1))
      (closed.has(day) ? plan.past : plan.fresh).days.push(day)
  return plan
}

const rollupPast = (plan: RollupPlan): PastSource => ({
  id: ['', 'rollups'],
  months: plan.past.months,
  days: plan.past.days,
  read: ({ kind }) => {
    const rows = `${rollupRows(kind as RollupKind, 'month')} UNION ALL ${rollupRows(kind as RollupKind, 'day')}`
    return {
      sql: `SELECT bucket, key1, key2, ${PAST_SUMS} FROM (${rows}) GROUP BY key1, key2`,
      args: [JSON.stringify(plan.past.months), JSON.stringify(plan.past.days)],
    }
  },
})

/**
 * Each kind's rows over the plan as a subquery with the rollup's own columns (dimension, value, sums;
 * path, views, uniques, exits; …): its past part (kept) and its fresh months and days.
 */
export async function rollupSources(
  client: SqlClient,
  plan: RollupPlan,
  kinds: RollupKind[],
): Promise<Record<RollupKind, { source: string; args: InValue[] }>> {
  const bodies = await pastParts(
    client,
    rollupPast(plan),
    kinds.map((kind) => ({ kind, bucket: null })),
  )
  const sources = {} as Record<RollupKind, { source: string; args: InValue[] }>
  kinds.forEach((kind, at) => {
    sources[kind] = {
      source: `(SELECT ${ROLLUPS[kind].columns} FROM (${PAST_ROWS} UNION ALL ${rollupRows(kind, 'month')} UNION ALL ${rollupRows(kind, 'day')}))`,
      args: [bodies[at], JSON.stringify(plan.fresh.months), JSON.stringify(plan.fresh.days)],
    }
  })
  return sources
}
