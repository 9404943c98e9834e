import type { InStatement, InValue } from '@libsql/client'

import { valuesStatements, type SqlClient } from '@/lib/sql-rows'

import { TABLES } from './types'

/**
 * A coded day's visits as strings of their events in order, one character per event: the code of its
 * (name, path) in `analytics_event_codes` plus U+0100, kept in the visit's `event_codes`. The flushes code
 * the days they start as they write them, the slicing job the closed days left. Funnels and custom goals
 * read a coded day's visits with GLOB (a step's class: the codes whose event it matches) instead of walking
 * its event log. A visit holding an event without a code (the dictionary full) keeps no string (NULL, which
 * anything appended leaves NULL) and is read from the log. docs/analytics.md#saved-views.
 */
const CODE_CHAR = 0x100

/** Codes stay below the UTF-16 surrogates (U+D800); an event beyond them gets no code. */
export const MAX_EVENT_CODES = 50_000

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

type CodedEvent = { ts: number; day: string; name: string; path: string; sessionId: string }

const eventKey = (name: unknown, path: unknown) => `${name}\u0000${path}`

/**
 * The dictionary of event codes as one process knows it: read whole once, then only the codes added
 * since. SQLite numbers new events, so instances never differ.
 */
export class EventCodes {
  private readonly codes = new Map<string, number>()
  private last = -1

  private async readNew(client: SqlClient): Promise<void> {
    const result = await client.execute({
      sql: `SELECT code, name, path FROM ${TABLES.eventCodes} WHERE code > ? ORDER BY code`,
      args: [this.last],
    })
    for (const row of result.rows) this.codes.set(eventKey(row.name, row.path), Number(row.code))
    if (result.rows.length > 0) this.last = Number(result.rows[result.rows.length - 1].code)
    else if (this.last < 0) this.last = 0
  }

  /**
   * Each event's character, its (name, path) added to the dictionary when new, while it holds fewer than
   * MAX_EVENT_CODES; null for an event beyond them (instances adding at once may number a few past it).
   */
  async chars(client: SqlClient, events: readonly { name: unknown; path: unknown }[]): Promise<(string | null)[]> {
    // On every flush: each event's key is made once.
    const keys = events.map((event) => eventKey(event.name, event.path))
    if (this.last < 0 || keys.some((key) => !this.codes.has(key))) await this.readNew(client)
    const added = new Map<string, InValue[]>()
    keys.forEach((key, at) => {
      if (!this.codes.has(key)) added.set(key, [events[at].name, events[at].path] as InValue[])
    })
    const room = Math.max(0, MAX_EVENT_CODES - this.codes.size)
    if (added.size > 0 && room > 0) {
      await client.batch(
        valuesStatements(
          `INSERT INTO ${TABLES.eventCodes} (name, path)`,
          2,
          [...added.values()].slice(0, room),
          'ON CONFLICT DO NOTHING',
        ),
        'write',
      )
      await this.readNew(client)
    }
    return keys.map((key) => {
      const code = this.codes.get(key)
      return code !== undefined && code <= MAX_EVENT_CODES ? codeChar(code) : null
    })
  }
}

/** Each visit's string of its events in order; a visit with an event without a code gets none. */
function visitStrings(visitIds: readonly string[], chars: readonly (string | null)[]): Map<string, string> {
  const strings = new Map<string, string>()
  const uncoded = new Set<string>()
  visitIds.forEach((visit, at) => {
    const char = chars[at]
    if (char === null) {
      uncoded.add(visit)
      strings.delete(visit)
    } else if (!uncoded.has(visit)) strings.set(visit, (strings.get(visit) ?? '') + char)
  })
  return strings
}

/**
 * The open days' coding by a flush, in its write transaction: each visit's string of the flush's events
 * (`visits`, appended to what the visit holds; none for a visit with an event without a code, so it
 * stays NULL) and the marks of their days. A day whose first visits a flush writes is coded from then on;
 * it loses its mark (and is coded from its log once closed) when an event reaches a visit after a later
 * one of it was written (another instance's flush). `lastAt`: the stored visits' last event time before
 * the flush.
 */
export function openDayCoding(
  events: readonly CodedEvent[],
  chars: readonly (string | null)[],
  lastAt: ReadonlyMap<string, number>,
): { visits: Map<string, string>; marks: InStatement[] } {
  const unmarked = new Set<string>()
  for (const event of events) {
    const before = lastAt.get(event.sessionId)
    if (before !== undefined && event.ts < before) unmarked.add(event.day)
  }
  const visits = visitStrings(
    events.map((event) => event.sessionId),
    chars,
  )
  const marks = [...new Set(events.map((event) => event.day))].map((day): InStatement =>
    unmarked.has(day)
      ? { sql: `DELETE FROM ${TABLES.codedDays} WHERE day = ?`, args: [day] }
      : {
          sql: `INSERT OR IGNORE INTO ${TABLES.codedDays} (day) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM ${TABLES.visits} WHERE day = ?)`,
          args: [day, day],
        },
  )
  return { visits, marks }
}

/**
 * Codes every closed day not coded yet (the flushes code the days they start), oldest first: its event log
 * read once in visit and time order, its new events added to the dictionary, then each visit's string
 * written with the day's mark in one transaction (a coding cut short leaves the day uncoded; two instances
 * coding the same day write the same strings). Returns the days coded.
 */
export async function codeClosedDays(client: SqlClient, through: string): Promise<number> {
  const codes = new EventCodes()
  let coded = 0
  for (const day of await uncodedDays(client, through)) {
    const events = await client.execute({
      sql: `SELECT session_id, name, path FROM ${TABLES.events} WHERE day = ? ORDER BY session_id, ts, id`,
      args: [day],
    })
    const chars = await codes.chars(
      client,
      events.rows.map((row) => ({ name: row.name, path: row.path })),
    )
    const visitIds = events.rows.map((row) => String(row.session_id))
    const visits = visitStrings(visitIds, chars)
    await client.batch(
      [
        ...valuesStatements(
          `UPDATE ${TABLES.visits} SET event_codes = c.column3 FROM (`,
          3,
          [...new Set(visitIds)].map((visit) => [day, visit, visits.get(visit) ?? null]),
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
