import type { InValue } from '@libsql/client'

import { valuesStatements, type SqlClient } from '@/lib/sql-rows'

import { TABLES } from './types'

/**
 * A closed day's visits as strings of their events in order, one character per event: the code of its
 * (name, path) in `analytics_event_codes` plus U+0100, kept in the visit's `event_codes`. Funnels and
 * custom goals read a coded day's visits with GLOB (a step's class: the codes whose event it matches)
 * instead of walking its event log. docs/analytics.md#saved-views.
 */
const CODE_CHAR = 0x100

/** Codes stay below the UTF-16 surrogates (U+D800); a day with more distinct events stays uncoded (read from the log). */
const MAX_EVENT_CODES = 50_000

const codeChar = (code: number) => String.fromCharCode(CODE_CHAR + code)

/** `(SELECT '[…]' …)`: the GLOB class of the codes whose event `e` meets `condition` (NULL for none, so nothing matches). */
export const codeClass = (condition: string) =>
  `(SELECT '[' || group_concat(char(${CODE_CHAR} + e.code), '') || ']' FROM ${TABLES.eventCodes} e WHERE ${condition})`

/** The closed days (through `through`) with visits and not coded yet. */
async function uncodedDays(client: SqlClient, through: string): Promise<string[]> {
  const result = await client.execute({
    sql: `SELECT day FROM ${TABLES.daily} WHERE day <= ? AND day NOT IN (SELECT day FROM ${TABLES.codedDays}) ORDER BY day`,
    args: [through],
  })
  return result.rows.map((row) => String(row.day))
}

/** The dictionary's codes past `after`, by `name␀path`; SQLite numbers them, so instances never differ. */
async function readCodes(client: SqlClient, codes: Map<string, number>, after: number): Promise<number> {
  const result = await client.execute({
    sql: `SELECT code, name, path FROM ${TABLES.eventCodes} WHERE code > ? ORDER BY code`,
    args: [after],
  })
  for (const row of result.rows) codes.set(`${row.name}\u0000${row.path}`, Number(row.code))
  return result.rows.length > 0 ? Number(result.rows[result.rows.length - 1].code) : after
}

/**
 * Codes every closed day not coded yet, oldest first: its event log read once in visit and time order,
 * its new (name, path) pairs added to the dictionary, then each visit's string written with the day's
 * mark in one transaction (a coding cut short leaves the day uncoded; two instances coding the same day
 * write the same strings). Returns the days coded.
 */
export async function codeClosedDays(client: SqlClient, through: string): Promise<number> {
  const codes = new Map<string, number>()
  let last = await readCodes(client, codes, 0)
  let coded = 0
  for (const day of await uncodedDays(client, through)) {
    const events = await client.execute({
      sql: `SELECT session_id, name, path FROM ${TABLES.events} WHERE day = ? ORDER BY session_id, ts, id`,
      args: [day],
    })
    const key = (row: (typeof events.rows)[number]) => `${row.name}\u0000${row.path}`
    const added = new Map<string, InValue[]>()
    for (const row of events.rows) if (!codes.has(key(row))) added.set(key(row), [row.name, row.path])
    if (added.size > 0) {
      if (codes.size + added.size > MAX_EVENT_CODES) return coded
      await client.batch(
        valuesStatements(
          `INSERT INTO ${TABLES.eventCodes} (name, path)`,
          2,
          [...added.values()],
          'ON CONFLICT DO NOTHING',
        ),
        'write',
      )
      last = await readCodes(client, codes, last)
    }
    const visits = new Map<string, string>()
    for (const row of events.rows) {
      const visit = String(row.session_id)
      visits.set(visit, (visits.get(visit) ?? '') + codeChar(codes.get(key(row))!))
    }
    await client.batch(
      [
        ...valuesStatements(
          `UPDATE ${TABLES.visits} SET event_codes = c.column3 FROM (`,
          3,
          [...visits].map(([visit, string]) => [day, visit, string]),
          `) AS c WHERE ${TABLES.visits}.day = c.column1 AND ${TABLES.visits}.id = c.column2`,
        ),
        { sql: `INSERT OR IGNORE INTO ${TABLES.codedDays} (day) VALUES (?)`, args: [day] },
      ],
      'write',
    )
    coded += 1
  }
  return coded
}

/** Which of a span's days are coded (one range read of the marks). */
export async function codedDaysOf(client: SqlClient, from: string, to: string): Promise<Set<string>> {
  const result = await client.execute({
    sql: `SELECT day FROM ${TABLES.codedDays} WHERE day >= ? AND day <= ?`,
    args: [from, to],
  })
  return new Set(result.rows.map((row) => String(row.day)))
}
