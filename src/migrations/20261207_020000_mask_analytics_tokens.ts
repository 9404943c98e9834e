import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { maskSecretPath } from './frozen/visitor-keys'

type Db = MigrateUpArgs['db']
type Row = Record<string, unknown>

/** A path that is a results page with its token still in it (a masked one goes on with `:token`). */
const IS_UNMASKED = `'/assessment/results/[^:]*'`
/** A text (a JSON list or object, a cache key or body) holding such a path anywhere. */
const HOLDS_UNMASKED = `'*/assessment/results/[^:]*'`

/** Every results path in a text (a path, or one inside JSON) as its route. */
const maskText = (text: string): string =>
  text.replace(/\/assessment\/results\/[^/?#"\\\s]+/g, (path) => maskSecretPath(path))

/** A masked JSON list may name one path twice (two tokens' pages): it is a set, so once. */
function maskJson(text: string): string {
  const masked = maskText(text)
  if (masked === text) return text
  const value: unknown = JSON.parse(masked)
  return Array.isArray(value) ? JSON.stringify([...new Set(value)]) : masked
}

/** Rows whose key does not hold a path: their path columns (and JSON columns naming paths) are masked in place. */
const IN_PLACE: { table: string; key: string[]; paths: string[]; json: string[] }[] = [
  { table: 'analytics_events', key: ['id'], paths: ['path'], json: [] },
  { table: 'analytics_sessions', key: ['id'], paths: ['entry_path', 'exit_path'], json: ['paths', 'dimensions'] },
  { table: 'analytics_visits', key: ['day', 'id'], paths: ['entry_page', 'exit_page'], json: [] },
  { table: 'analytics_visitor_days', key: ['day', 'visitor_id'], paths: [], json: ['seen'] },
]

const DIMENSION_SUMS = ['visitors', 'sessions', 'pageviews', 'bounces', 'duration_ms', 'conversions']
const SLICE_SUMS = [...DIMENSION_SUMS, 'exits', 'events']

/** Rollups keyed by a path: the rows two tokens' pages left under one masked key are merged, their counters summed. */
const MERGED: { table: string; key: string[]; paths: string[]; sums: string[] }[] = [
  { table: 'analytics_daily_pages', key: ['day', 'path'], paths: ['path'], sums: ['views', 'uniques', 'exits'] },
  { table: 'analytics_monthly_pages', key: ['month', 'path'], paths: ['path'], sums: ['views', 'uniques', 'exits'] },
  { table: 'analytics_daily_dimensions', key: ['day', 'dimension', 'value'], paths: ['value'], sums: DIMENSION_SUMS },
  { table: 'analytics_monthly_dimensions', key: ['month', 'dimension', 'value'], paths: ['value'], sums: DIMENSION_SUMS },
  // not_found goals are detailed by path.
  { table: 'analytics_daily_goals', key: ['day', 'goal', 'detail'], paths: ['detail'], sums: ['events', 'visitors'] },
  { table: 'analytics_monthly_goals', key: ['month', 'goal', 'detail'], paths: ['detail'], sums: ['events', 'visitors'] },
  { table: 'analytics_visit_pages', key: ['day', 'visit_id', 'path', 'hour'], paths: ['path'], sums: ['views'] },
  { table: 'analytics_visit_goals', key: ['day', 'visit_id', 'goal', 'detail'], paths: ['detail'], sums: ['events'] },
  {
    table: 'analytics_daily_slices',
    key: ['filter', 'value', 'kind', 'day', 'key1', 'key2'],
    paths: ['value', 'key1', 'key2'],
    sums: SLICE_SUMS,
  },
  {
    table: 'analytics_monthly_slices',
    key: ['filter', 'value', 'kind', 'month', 'key1', 'key2'],
    paths: ['value', 'key1', 'key2'],
    sums: SLICE_SUMS,
  },
]

/** Derived from the rollups: a row naming a token is dropped and read again when next asked for. */
const CACHES = ['analytics_report_cache', 'analytics_past_cache']

const id = (name: string) => sql.identifier(name)
const list = (names: string[]) => sql.join(names.map(id), sql`, `)
const matching = (columns: string[], pattern: string) =>
  sql.join(
    columns.map((column) => sql`${id(column)} GLOB ${sql.raw(pattern)}`),
    sql` OR `,
  )
const where = (key: string[], row: Row) =>
  sql.join(
    key.map((column) => sql`${id(column)} = ${row[column]}`),
    sql` AND `,
  )

async function maskInPlace(db: Db, { table, key, paths, json }: (typeof IN_PLACE)[number]) {
  const found = sql.join(
    [...(paths.length ? [matching(paths, IS_UNMASKED)] : []), ...(json.length ? [matching(json, HOLDS_UNMASKED)] : [])],
    sql` OR `,
  )
  const rows = await db.all<Row>(sql`SELECT ${list([...key, ...paths, ...json])} FROM ${id(table)} WHERE ${found}`)
  for (const row of rows) {
    const changes = [
      ...paths.map((column) => [column, maskText(String(row[column]))] as const),
      ...json.map((column) => [column, maskJson(String(row[column]))] as const),
    ].filter(([column, value]) => value !== row[column])
    if (changes.length === 0) continue
    const set = sql.join(
      changes.map(([column, value]) => sql`${id(column)} = ${value}`),
      sql`, `,
    )
    await db.run(sql`UPDATE ${id(table)} SET ${set} WHERE ${where(key, row)}`)
  }
}

async function merge(db: Db, { table, key, paths, sums }: (typeof MERGED)[number]) {
  const rows = await db.all<Row>(
    sql`SELECT ${list([...key, ...sums])} FROM ${id(table)} WHERE ${matching(paths, IS_UNMASKED)}`,
  )
  const add = sql.join(
    sums.map((column) => sql`${id(column)} = ${id(column)} + excluded.${id(column)}`),
    sql`, `,
  )
  for (const row of rows) {
    const masked: Row = { ...row }
    for (const column of paths) masked[column] = maskText(String(row[column]))
    if (paths.every((column) => masked[column] === row[column])) continue
    const columns = [...key, ...sums]
    const values = sql.join(
      columns.map((column) => sql`${masked[column]}`),
      sql`, `,
    )
    await db.run(sql`DELETE FROM ${id(table)} WHERE ${where(key, row)}`)
    await db.run(
      sql`INSERT INTO ${id(table)} (${list(columns)}) VALUES (${values}) ON CONFLICT (${list(key)}) DO UPDATE SET ${add}`,
    )
  }
}

/**
 * Until analytics masked results pages at ingest (27 Nov 2026), a founder's results page was
 * stored with its token as visited, in events, visits, live state, rollups and filter slices:
 * each becomes its route, and rows of two tokens under one key are summed into one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of IN_PLACE) await maskInPlace(db, table)
  for (const table of MERGED) await merge(db, table)
  for (const table of CACHES)
    await db.run(sql`DELETE FROM ${id(table)} WHERE ${matching(['key', 'body'], HOLDS_UNMASKED)}`)
}

/** A token once masked is gone for good. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
