import type { InValue } from '@libsql/client'

import {
  dayKeptFrom,
  DETAIL_DAY_SLICE_DAYS,
  MIN_SLICE_VISITS,
  monthClosed,
  PAGE_SLICE,
  SLICE_SEPARATOR,
  sliceFields,
  sliceName,
  VISIT_SLICED_FILTERS,
} from '@/analytics/model/slices'
import { valuesStatements, type SqlClient } from '@/lib/sql-rows'

import { column } from './rollups'
import { daySliceRows, type SliceRow } from './slice-day'
import { codeClosedDays } from './sqlite-event-codes'
import { SLICE_KINDS, SLICE_SUMS } from './slice-rows'
import { CLEAR_SLICE_PAST } from './sqlite-past'
import { VISIT_FIGURES } from './sqlite-visits'
import { TABLES } from './types'

/** How the sliceAnalytics job slices: the values' thresholds and the days whose day slices are kept. */
export type SlicingOptions = {
  minVisits?: { day: number; month: number }
  keepDays?: number
  keepDetailDays?: number
}

/** Days and months sliced, and day slice rows pruned. */
export type Sliced = { days: number; months: number; pruned: number }

const SLICE_TABLE = { day: TABLES.dailySlices, month: TABLES.monthlySlices } as const

/** A sliced set's value of a kept visit `x`, as SQL: one CASE over every sliced set of visit columns. */
const VALUE = `CASE f.filter ${VISIT_SLICED_FILTERS.map(
  (dimensions) =>
    `WHEN '${sliceName(dimensions)}' THEN ${sliceFields(dimensions)
      .map((field) => `x.${column(field)}`)
      .join(` || '${SLICE_SEPARATOR}' || `)}`,
).join(' ')} END`
const FILTER_NAMES = `f(filter) AS (VALUES ${VISIT_SLICED_FILTERS.map((dimensions) => `('${sliceName(dimensions)}')`).join(', ')})`

/**
 * The values of each sliced set with at least `min` visits over a month, as `filter␟value`: the visit
 * columns' sets from the visits, the viewed pages' from the visit pages (a visit once per path).
 */
const MONTH_VALUES = `WITH ${FILTER_NAMES} SELECT f.filter || '${SLICE_SEPARATOR}' || ${VALUE} AS key FROM ${TABLES.visits} x CROSS JOIN f WHERE x.day >= ?1 AND x.day <= ?2 GROUP BY f.filter, ${VALUE} HAVING COUNT(*) >= ?3
UNION ALL SELECT '${PAGE_SLICE}${SLICE_SEPARATOR}' || path AS key FROM ${TABLES.visitPages} WHERE day >= ?1 AND day <= ?2 GROUP BY path HAVING COUNT(DISTINCT visit_id) >= ?3`

const keyOf = (row: { filter: string; value: string }) => `${row.filter}${SLICE_SEPARATOR}${row.value}`

/** A month's rows, summed over its days as they are read. */
class MonthRows {
  private readonly rows = new Map<string, SliceRow>()

  add(row: SliceRow) {
    const key = [row.filter, row.value, row.kind, row.key1, row.key2].join('\u0000')
    const kept = this.rows.get(key)
    if (!kept) this.rows.set(key, { ...row, sums: [...row.sums] })
    else row.sums.forEach((sum, at) => (kept.sums[at] += sum))
  }

  values() {
    return [...this.rows.values()]
  }
}

/**
 * Writes a day's or month's slice in one transaction with its mark in `analytics_sliced`: a slicing
 * cut short writes nothing, so a later run does it again whole. A mark `bucket~` left by the
 * statement-by-statement slicing of earlier versions means rows were half added: they are removed first.
 */
async function writeBucket(client: SqlClient, unit: 'day' | 'month', bucket: string, rows: SliceRow[]) {
  const started = `${bucket}~`
  const half = await client.execute({ sql: `SELECT 1 FROM ${TABLES.sliced} WHERE bucket = ?`, args: [started] })
  const columns = ['filter', 'value', 'kind', unit, 'key1', 'key2', ...SLICE_SUMS]
  await client.batch(
    [
      ...(half.rows.length > 0
        ? [{ sql: `DELETE FROM ${SLICE_TABLE[unit]} WHERE ${unit} = ?`, args: [bucket] as InValue[] }]
        : []),
      ...valuesStatements(
        `INSERT INTO ${SLICE_TABLE[unit]} (${columns.join(', ')})`,
        columns.length,
        rows.map((row) => [row.filter, row.value, row.kind, bucket, row.key1, row.key2, ...row.sums]),
        // Another instance's job that sliced the same closed bucket meanwhile wrote the same rows.
        'ON CONFLICT DO NOTHING',
      ),
      { sql: `INSERT OR IGNORE INTO ${TABLES.sliced} (bucket) VALUES (?)`, args: [bucket] },
      { sql: `DELETE FROM ${TABLES.sliced} WHERE bucket = ?`, args: [started] },
    ],
    'write',
  )
}

/**
 * Slices a month's days not sliced yet and, once the month is closed, the month: each day's kept
 * visits, pages and goals are read once (three range reads by day) and summed for every sliced
 * filter in one pass (daySliceRows), its day slice written and its rows added into the month's.
 * Reads hold no lock (WAL); each write is one short transaction.
 */
async function sliceMonth(
  client: SqlClient,
  month: string,
  days: { day: string; sliced: boolean }[],
  sliceWholeMonth: boolean,
  minVisits: { day: number; month: number },
) {
  const monthValues = sliceWholeMonth
    ? (
        await client.execute({
          sql: MONTH_VALUES,
          args: [days[0].day, days[days.length - 1].day, minVisits.month],
        })
      ).rows.map((row) => String(row.key))
    : []
  const chosen = new Set(monthValues)
  const monthRows = new MonthRows()
  let sliced = 0
  for (const { day, sliced: done } of days) {
    if (done && !sliceWholeMonth) continue
    const [visits, pages, goals] = await client.batch(
      [
        { sql: `SELECT ${VISIT_FIGURES} FROM ${TABLES.visits} WHERE day = ?`, args: [day] },
        { sql: `SELECT visit_id, path, hour, views FROM ${TABLES.visitPages} WHERE day = ?`, args: [day] },
        { sql: `SELECT visit_id, goal, detail, events FROM ${TABLES.visitGoals} WHERE day = ?`, args: [day] },
      ],
      'read',
    )
    const daySliced = (count: number) => !done && count >= minVisits.day
    const counts = new Map<string, number>()
    const read = daySliceRows(visits.rows, pages.rows, goals.rows, (key, count) => {
      counts.set(key, count)
      return daySliced(count) || chosen.has(key)
    })
    for (const row of read) if (chosen.has(keyOf(row))) monthRows.add(row)
    if (done) continue
    await writeBucket(
      client,
      'day',
      day,
      read.filter((row) => daySliced(counts.get(keyOf(row))!)),
    )
    sliced += 1
  }
  if (sliceWholeMonth) await writeBucket(client, 'month', month, monthRows.values())
  return sliced
}

/**
 * Deletes the day slices of days before `keptFrom` (totals) or `detailKeptFrom` (the detailed kinds)
 * whose month is sliced (its month slice answers them; the edges of older periods read the kept visits).
 * One statement per value: a day keeps all its detailed rows or none (readers probe one of them). The
 * rows of one filter value lie together (the key starts with filter and value), so each value's old days
 * are one range, found by stepping from one value to the next rather than scanning every row.
 */
async function pruneDaySlices(client: SqlClient, keptFrom: string, detailKeptFrom: string): Promise<number> {
  const months = `substr(day, 1, 7) IN (SELECT bucket FROM ${TABLES.sliced})`
  const kinds = `kind IN (${SLICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`
  let pruned = 0
  let after: InValue[] = ['', '']
  for (;;) {
    const next = await client.execute({
      sql: `SELECT filter, value FROM ${TABLES.dailySlices} WHERE (filter, value) > (?, ?) ORDER BY filter, value LIMIT 1`,
      args: after,
    })
    if (next.rows.length === 0) break
    after = [next.rows[0].filter, next.rows[0].value]
    const deleted = await client.execute({
      sql: `DELETE FROM ${TABLES.dailySlices} WHERE filter = ? AND value = ? AND ${kinds} AND day < ? AND (kind <> 'total' OR day < ?) AND ${months}`,
      args: [...after, detailKeptFrom < keptFrom ? keptFrom : detailKeptFrom, keptFrom],
    })
    pruned += deleted.rowsAffected
  }
  return pruned
}

/**
 * Slices every closed day (up to `through`) and closed month not sliced yet, oldest first (a run
 * after downtime catches up, a second run finds nothing to do), then prunes the day slices older
 * than the days kept.
 */
export async function sliceClosedDays(
  client: SqlClient,
  through: string,
  options: SlicingOptions = {},
): Promise<Sliced> {
  const minVisits = options.minVisits ?? MIN_SLICE_VISITS
  const result = await client.execute({
    sql: `SELECT day, day IN (SELECT bucket FROM ${TABLES.sliced}) AS sliced FROM ${TABLES.daily} WHERE day <= ? AND (day NOT IN (SELECT bucket FROM ${TABLES.sliced}) OR substr(day, 1, 7) NOT IN (SELECT bucket FROM ${TABLES.sliced})) ORDER BY day`,
    args: [through],
  })
  const byMonth = new Map<string, { day: string; sliced: boolean }[]>()
  for (const row of result.rows) {
    const day = String(row.day)
    const days = byMonth.get(day.slice(0, 7)) ?? []
    days.push({ day, sliced: Number(row.sliced) === 1 })
    byMonth.set(day.slice(0, 7), days)
  }
  const sliced: Sliced = { days: 0, months: 0, pruned: 0 }
  for (const [month, days] of byMonth) {
    const done = await client.execute({ sql: `SELECT 1 FROM ${TABLES.sliced} WHERE bucket = ?`, args: [month] })
    const wholeMonth = done.rows.length === 0 && monthClosed(month, through)
    sliced.days += await sliceMonth(client, month, days, wholeMonth, minVisits)
    if (wholeMonth) sliced.months += 1
  }
  sliced.pruned = await pruneDaySlices(
    client,
    dayKeptFrom(through, options.keepDays),
    dayKeptFrom(through, options.keepDetailDays ?? DETAIL_DAY_SLICE_DAYS),
  )
  // Kept past parts of spans whose slices changed are never read again (their keys name the old slices).
  if (sliced.days + sliced.months + sliced.pruned > 0) await client.execute(CLEAR_SLICE_PAST)
  // Funnels and custom goals read closed days' visits by their event codes (same figures, no event log).
  await codeClosedDays(client, through)
  return sliced
}
