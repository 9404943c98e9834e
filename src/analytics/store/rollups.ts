import type { Batch } from '@/analytics/model/rollup'

import { TABLES } from './types'

export type RollupBatch = Pick<Batch, 'daily' | 'dimensions' | 'pages' | 'hours' | 'goals'>

/**
 * Each rollup: its day table, its month table (none for the daily totals: 1,096 rows cover 3
 * years), the fields that key a row besides its day or month, and the fields that are summed.
 */
export const ROLLUPS = [
  {
    rows: 'daily',
    dayTable: TABLES.daily,
    monthTable: null,
    keys: [],
    sums: ['sessions', 'bounces', 'durationMs', 'pageviews', 'visitors', 'converters'],
  },
  {
    rows: 'dimensions',
    dayTable: TABLES.dimensions,
    monthTable: TABLES.monthlyDimensions,
    keys: ['dimension', 'value'],
    sums: ['visitors', 'sessions', 'pageviews', 'bounces', 'durationMs', 'conversions'],
  },
  {
    rows: 'pages',
    dayTable: TABLES.pages,
    monthTable: TABLES.monthlyPages,
    keys: ['path'],
    sums: ['views', 'uniques', 'exits'],
  },
  {
    rows: 'hours',
    dayTable: TABLES.hours,
    monthTable: TABLES.monthlyHours,
    keys: ['hour'],
    sums: ['pageviews', 'visitors'],
  },
  {
    rows: 'goals',
    dayTable: TABLES.goals,
    monthTable: TABLES.monthlyGoals,
    keys: ['goal', 'detail'],
    sums: ['events', 'visitors'],
  },
] as const satisfies readonly {
  rows: keyof RollupBatch
  dayTable: string
  monthTable: string | null
  keys: readonly string[]
  sums: readonly string[]
}[]

type Rollup = (typeof ROLLUPS)[number]
export type Row = Record<string, string | number>

/** A row's field name as an SQL column (durationMs → duration_ms). */
export const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** The batch's day rows of one rollup summed per month: { month, ...keys, ...sums }. */
export function monthRows(rollup: Rollup, rows: Row[]): Row[] {
  const months = new Map<string, Row>()
  for (const row of rows) {
    const month = String(row.day).slice(0, 7)
    const key = [month, ...rollup.keys.map((field) => row[field])].join('\u0000')
    let summed = months.get(key)
    if (!summed) {
      summed = { month, ...Object.fromEntries(rollup.keys.map((field) => [field, row[field]])) }
      for (const field of rollup.sums) summed[field] = 0
      months.set(key, summed)
    }
    for (const field of rollup.sums) summed[field] = Number(summed[field]) + Number(row[field])
  }
  return [...months.values()]
}
