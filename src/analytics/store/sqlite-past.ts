import type { InStatement, InValue } from '@libsql/client'
import { createHash } from 'node:crypto'

import type { SliceKey, SlicePlan } from '@/analytics/model/slices'
import type { SqlClient } from '@/lib/sql-rows'

import { SLICE_SUMS, type SliceKind } from './slice-rows'
import { TABLES } from './types'

/** How a read groups rows in time: per day, per month, or not at all (the whole span). */
type Bucket = 'day' | 'month' | null

/** One read's past part: its kind and bucket over the plan's month and day slices. */
export type PastPart = { kind: SliceKind; bucket: Bucket }

/** Past parts kept at most; the slicing job empties the table each time it writes or prunes slices. */
const ENTRIES_KEPT = 2_000

const COLUMNS = ['bucket', 'key1', 'key2', ...SLICE_SUMS]

/**
 * What a past part sums: `id` names its rows (a filter and value, or the whole site's rollups), `months`
 * and `days` the closed buckets it covers, `read` the statement summing one part's rows over them.
 */
export type PastSource = {
  id: [string, string]
  months: string[]
  days: string[]
  read: (part: PastPart) => InStatement
}

/**
 * The key of a past part: its source's id, kind, bucket and the exact months and days it sums. A
 * closed bucket's rows never change, so an entry stays right on every instance; once slicing or
 * pruning changes which buckets a span reads, its plan (and so its key) differs.
 */
function pastKey(source: PastSource, { kind, bucket }: PastPart): string {
  const buckets = createHash('sha256')
    .update(JSON.stringify([source.months, source.days]))
    .digest('base64url')
  return JSON.stringify([...source.id, kind, bucket ?? '', buckets])
}

/** A past part's sums, as every source's read selects them. */
export const PAST_SUMS = SLICE_SUMS.map((name) => `SUM(${name}) AS ${name}`).join(', ')

/** The slice rows of a part summed per (bucket, key1, key2), as a read of the plan's month and day slices. */
function sliceRead(key: SliceKey, plan: SlicePlan, { kind, bucket }: PastPart): InStatement {
  const columns = SLICE_SUMS.join(', ')
  const day = bucket === 'month' ? 'substr(day, 1, 7)' : bucket === 'day' ? 'day' : "''"
  return {
    sql: `SELECT bucket, key1, key2, ${PAST_SUMS} FROM (SELECT ${bucket === null ? "''" : 'month'} AS bucket, key1, key2, ${columns} FROM ${TABLES.monthlySlices} WHERE filter = ? AND value = ? AND kind = ? AND month IN (SELECT value FROM json_each(?))
UNION ALL SELECT ${day} AS bucket, key1, key2, ${columns} FROM ${TABLES.dailySlices} WHERE filter = ? AND value = ? AND kind = ? AND day IN (SELECT value FROM json_each(?))) GROUP BY bucket, key1, key2`,
    args: [
      key.filter,
      key.value,
      kind,
      JSON.stringify(plan.months),
      key.filter,
      key.value,
      kind,
      JSON.stringify(plan.days),
    ],
  }
}

/** The past parts of a filter value's slices over a plan's month and day slices. */
export const slicePast = (key: SliceKey, plan: SlicePlan): PastSource => ({
  id: [key.filter, key.value],
  months: plan.months,
  days: plan.days,
  read: (part) => sliceRead(key, plan, part),
})

/**
 * The past parts of a report (one per part, as a JSON array of rows [bucket, key1, key2, …sums]):
 * kept in `analytics_past_cache`, else summed by the source's reads and kept. They are added to the
 * open days' rows read fresh, so every figure is the same as summing all the past rows again.
 */
export async function pastParts(client: SqlClient, source: PastSource, parts: PastPart[]): Promise<string[]> {
  if (parts.length === 0) return []
  if (source.months.length === 0 && source.days.length === 0) return parts.map(() => '[]')
  const keys = parts.map((part) => pastKey(source, part))
  const found = await client.execute({
    sql: `SELECT key, body FROM ${TABLES.pastCache} WHERE key IN (SELECT value FROM json_each(?))`,
    args: [JSON.stringify(keys)],
  })
  const bodies = new Map(found.rows.map((row) => [String(row.key), String(row.body)]))
  const missing = parts.flatMap((part, at) => (bodies.has(keys[at]) ? [] : [{ part, key: keys[at] }]))
  if (missing.length === 0) return keys.map((entry) => bodies.get(entry)!)
  const read = await client.batch(
    missing.map(({ part }) => source.read(part)),
    'read',
  )
  const now = Date.now()
  const rows: InValue[][] = missing.map(({ key: entry }, at) => {
    const body = JSON.stringify(read[at].rows.map((row) => COLUMNS.map((name) => row[name])))
    bodies.set(entry, body)
    return [entry, now, body]
  })
  await client.batch(
    [
      ...rows.map((args) => ({
        sql: `INSERT OR REPLACE INTO ${TABLES.pastCache} (key, created_at, body) VALUES (?, ?, ?)`,
        args,
      })),
      {
        sql: `DELETE FROM ${TABLES.pastCache} WHERE key IN (SELECT key FROM ${TABLES.pastCache} ORDER BY created_at DESC LIMIT -1 OFFSET ?)`,
        args: [ENTRIES_KEPT],
      },
    ],
    'write',
  )
  return keys.map((entry) => bodies.get(entry)!)
}

/**
 * Values read over closed days only (nothing a write changes), one per key: those kept in
 * `analytics_past_cache` (on every instance) read in one statement, the others read together by
 * `read(missing)` (their indexes, in order) and kept; for reads that are not slice rows (funnels, goals).
 */
export async function keptPastEach<T>(
  client: SqlClient,
  keys: string[],
  read: (missing: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (keys.length === 0) return []
  const found = await client.execute({
    sql: `SELECT key, body FROM ${TABLES.pastCache} WHERE key IN (SELECT value FROM json_each(?))`,
    args: [JSON.stringify(keys)],
  })
  const values = new Map(found.rows.map((row) => [String(row.key), JSON.parse(String(row.body)) as T]))
  const missing = keys.flatMap((key, at) => (values.has(key) ? [] : [at]))
  if (missing.length === 0) return keys.map((key) => values.get(key)!)
  const now = Date.now()
  const fresh = await read(missing)
  const writes: InStatement[] = missing.map((at, index) => {
    values.set(keys[at], fresh[index])
    return {
      sql: `INSERT OR REPLACE INTO ${TABLES.pastCache} (key, created_at, body) VALUES (?, ?, ?)`,
      args: [keys[at], now, JSON.stringify(fresh[index])],
    }
  })
  await client.batch(
    [
      ...writes,
      {
        sql: `DELETE FROM ${TABLES.pastCache} WHERE key IN (SELECT key FROM ${TABLES.pastCache} ORDER BY created_at DESC LIMIT -1 OFFSET ?)`,
        args: [ENTRIES_KEPT],
      },
    ],
    'write',
  )
  return keys.map((key) => values.get(key)!)
}

/** The first element of the keys of `keptPastEach`'s values: they hold no slice rows. */
const UNSLICED_PAST = ['funnels', 'goals'] as const

/** A past part's rows as SQL rows (bucket, key1, key2, …sums), from its JSON array bound as a parameter. */
export const PAST_ROWS = `SELECT ${COLUMNS.map((name, at) => `json_extract(value, '$[${at}]') AS ${name}`).join(', ')} FROM json_each(?)`

/** Empties the past-part cache: rollups were written in bulk. */
export const CLEAR_PAST = `DELETE FROM ${TABLES.pastCache}`

/** Empties the past parts of slice rows: slices were written or pruned (their keys would no longer be read). */
export const CLEAR_SLICE_PAST = `DELETE FROM ${TABLES.pastCache} WHERE ${UNSLICED_PAST.map((first) => `key NOT LIKE '["${first}",%'`).join(' AND ')}`
