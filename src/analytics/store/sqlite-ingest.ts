import type { InStatement, Row as SqlRow } from '@libsql/client'

import { VISIT_DIMENSIONS, type Batch, type SessionRow, type VisitorDayRow } from '@/analytics/model/rollup'
import { foldEvents, type TrackedEvent } from '@/analytics/model/sessions'
import { valuesStatements, type SqlClient } from '@/lib/sql-rows'
import { packCounters, type PackedCounters } from '@/shared-state/types'

import { LiveCache } from './live-cache'
import { EventCodes, openDayCoding } from './sqlite-event-codes'
import { CLEAR_PAST } from './sqlite-past'
import { liveKeys } from './live-keys'
import { column, monthRows, ROLLUPS, type RollupBatch, type Row } from './rollups'
import { TABLES, type IngestStore, type LiveKeys, type LiveState, type SaltRow } from './types'
import type { LiveVisits } from '@/contracts/analytics-answers'

const IDS_PER_SELECT = 500
/** One row whose version every write to the rollups moves on (stale flushes, the report cache). */
export const FLUSH_VERSION = 'analytics_flush_version'
/** Flushes of other instances in between a read and its write make it retry; this many tries at most. */
const MAX_FLUSH_ATTEMPTS = 20

/** Moves the flush version on after a write other than a flush. */
const BUMP_VERSION = `UPDATE ${FLUSH_VERSION} SET version = version + 1 WHERE id = 1`

const isStaleRead = (error: unknown) => /stale analytics read/.test(String((error as Error).message))

/** Upserts adding each row's sums to the stored row with the same key. */
function incrementRows(table: string, keys: string[], sums: readonly string[], rows: Row[]): InStatement[] {
  const fields = [...keys, ...sums]
  return valuesStatements(
    `INSERT INTO ${table} (${fields.map(column).join(', ')})`,
    fields.length,
    rows.map((row) => fields.map((field) => row[field])),
    `ON CONFLICT(${keys.map(column).join(', ')}) DO UPDATE SET ${sums.map((sum) => `${column(sum)} = ${column(sum)} + excluded.${column(sum)}`).join(', ')}`,
  )
}

/** The day and month upserts of a batch's rollup increments. */
function rollupStatements(batch: RollupBatch): InStatement[] {
  return ROLLUPS.flatMap((rollup) => {
    const rows = batch[rollup.rows] as unknown as Row[]
    if (rows.length === 0) return []
    const days = incrementRows(rollup.dayTable, ['day', ...rollup.keys], rollup.sums, rows)
    if (!rollup.monthTable) return days
    return [
      ...days,
      ...incrementRows(rollup.monthTable, ['month', ...rollup.keys], rollup.sums, monthRows(rollup, rows)),
    ]
  })
}

const VISIT_FIELDS = [
  'id',
  'day',
  'visitorId',
  'startedAt',
  'lastAt',
  'pageviews',
  'bounces',
  'durationMs',
  'conversions',
  'exitPage',
  ...VISIT_DIMENSIONS,
] as const
/** What a later flush changes in a kept visit (its first touch never changes). */
const VISIT_CHANGES = ['lastAt', 'pageviews', 'bounces', 'durationMs', 'conversions', 'exitPage'] as const

/**
 * The kept visits of a batch, their page views and goals (added); `codes`: each visit's string of the
 * batch's events, appended to its stored one (a visit without one is left uncoded). The visits in
 * `stored` exist: only what changes is written, as an update (cheaper than an upsert binding every
 * column); the others are inserted whole.
 */
export function visitStatements(
  batch: Pick<Batch, 'visits' | 'visitPages' | 'visitGoals'>,
  codes: ReadonlyMap<string, string> = new Map(),
  stored: ReadonlyMap<string, unknown> = new Map(),
): InStatement[] {
  const started = batch.visits.filter((visit) => !stored.has(visit.id))
  const continued = batch.visits.filter((visit) => stored.has(visit.id))
  const changes = VISIT_CHANGES.map((field, at) => `${column(field)} = c.column${at + 3}`).join(', ')
  return [
    ...valuesStatements(
      `INSERT INTO ${TABLES.visits} (${VISIT_FIELDS.map(column).join(', ')}, event_codes)`,
      VISIT_FIELDS.length + 1,
      started.map((visit) => [...VISIT_FIELDS.map((field) => visit[field]), codes.get(visit.id) ?? null]),
      `ON CONFLICT(day, id) DO UPDATE SET ${VISIT_CHANGES.map((field) => `${column(field)} = excluded.${column(field)}`).join(', ')}, event_codes = event_codes || excluded.event_codes`,
    ),
    ...valuesStatements(
      `UPDATE ${TABLES.visits} SET ${changes}, event_codes = event_codes || c.column${VISIT_CHANGES.length + 3} FROM (`,
      VISIT_CHANGES.length + 3,
      continued.map((visit) => [
        visit.day,
        visit.id,
        ...VISIT_CHANGES.map((field) => visit[field]),
        codes.get(visit.id) ?? null,
      ]),
      `) AS c WHERE ${TABLES.visits}.day = c.column1 AND ${TABLES.visits}.id = c.column2`,
    ),
    ...valuesStatements(
      `INSERT INTO ${TABLES.visitPages} (visit_id, day, path, hour, views)`,
      5,
      batch.visitPages.map((row) => [row.visitId, row.day, row.path, row.hour, row.views]),
      'ON CONFLICT(day, visit_id, path, hour) DO UPDATE SET views = views + excluded.views',
    ),
    ...valuesStatements(
      `INSERT INTO ${TABLES.visitGoals} (visit_id, day, goal, detail, events)`,
      5,
      batch.visitGoals.map((row) => [row.visitId, row.day, row.goal, row.detail, row.events]),
      'ON CONFLICT(day, visit_id, goal, detail) DO UPDATE SET events = events + excluded.events',
    ),
  ]
}

const sessionFromRow = (row: SqlRow): SessionRow => ({
  id: String(row.id),
  visitorId: String(row.visitor_id),
  day: String(row.day),
  startedAt: Number(row.started_at),
  lastAt: Number(row.last_at),
  pageviews: Number(row.pageviews),
  businessEvents: Number(row.business_events),
  assessment: Boolean(row.assessment),
  entryPath: String(row.entry_path),
  exitPath: String(row.exit_path ?? ''),
  dimensions: JSON.parse(String(row.dimensions)) as SessionRow['dimensions'],
  paths: JSON.parse(String(row.paths)) as string[],
  windowEvents: Number(row.window_events),
  windowEndsAt: Number(row.window_ends_at),
})

const visitorDayFromRow = (row: SqlRow): VisitorDayRow => ({
  day: String(row.day),
  visitorId: String(row.visitor_id),
  hours: Number(row.hours),
  seen: JSON.parse(String(row.seen)) as string[],
})

function chunks<T>(values: T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < values.length; start += size) result.push(values.slice(start, start + size))
  return result
}

/**
 * The write side on SQLite, on a libsql client (Payload's, or one of its own in the front server).
 * A flush reads the live state of its visitors in one read transaction, folds its events into it
 * and writes everything in one write transaction that first moves the flush version on: when
 * another process flushed in between, the version no longer matches, the write is rolled back
 * and the flush starts over from fresh reads. So instances on one database file never count one
 * visitor twice. (libsql's interactive transactions would swap the client's connection for a new
 * one without Payload's busy timeout, so they are not used.)
 */
export class SqliteIngestStore implements IngestStore {
  /** The live state this process wrote last, so a flush need not read it back. */
  private readonly cache = new LiveCache()
  private readonly codes = new EventCodes()

  constructor(protected readonly client: SqlClient) {}

  /**
   * The live state of `keys` and the flush version it was read at, in one consistent read: of
   * the visitors kept in the cache only the version is read, and while it is the cache's, theirs
   * is the cache's state.
   */
  private async loadLive(keys: LiveKeys): Promise<{ state: LiveState; version: number }> {
    const kept = this.cache.kept(keys)
    const read = [...new Set(keys.visitorIds)].filter((id) => !kept.has(id))
    const statements: InStatement[] = [`SELECT version FROM ${FLUSH_VERSION} WHERE id = 1`]
    for (const ids of chunks(read, IDS_PER_SELECT)) {
      const marks = ids.map(() => '?').join(',')
      statements.push(
        {
          sql: `SELECT * FROM ${TABLES.sessions} WHERE visitor_id IN (${marks}) AND last_at >= ?`,
          args: [...ids, keys.since],
        },
        {
          sql: `SELECT day, visitor_id, hours, seen FROM ${TABLES.visitorDays} WHERE visitor_id IN (${marks})`,
          args: ids,
        },
      )
    }
    const [versionRow, ...results] = await this.client.batch(statements, 'read')
    const version = Number(versionRow.rows[0].version)
    if (kept.size > 0 && !this.cache.current(version)) {
      // Another writer came in: what is kept may be stale, everything is read again.
      this.cache.clear()
      return this.loadLive(keys)
    }
    const state = this.cache.state(kept, keys.since)
    for (let index = 0; index < results.length; index += 2) {
      state.sessions.push(...results[index].rows.map(sessionFromRow))
      state.visitorDays.push(...results[index + 1].rows.map(visitorDayFromRow))
    }
    return { state, version }
  }

  /**
   * The writes of a folded batch; `stored` are the visits read before the fold and the time of their last
   * event then.
   */
  private async batchStatements(batch: Batch, stored: ReadonlyMap<string, number>): Promise<InStatement[]> {
    const started = batch.sessions.filter((s) => !stored.has(s.id))
    const continued = batch.sessions.filter((s) => stored.has(s.id))
    const coding = openDayCoding(batch.events, await this.codes.chars(this.client, batch.events), stored)
    return [
      // Before the visits: whether a day has visits yet decides its mark.
      ...coding.marks,
      ...valuesStatements(
        `INSERT INTO ${TABLES.events} (ts, day, name, path, session_id)`,
        5,
        batch.events.map((e) => [e.ts, e.day, e.name, e.path, e.sessionId]),
      ),
      ...valuesStatements(
        `INSERT INTO ${TABLES.sessions} (id, visitor_id, day, started_at, last_at, pageviews, business_events, assessment, entry_path, dimensions, paths, window_events, window_ends_at, exit_path)`,
        14,
        started.map((s) => [
          s.id,
          s.visitorId,
          s.day,
          s.startedAt,
          s.lastAt,
          s.pageviews,
          s.businessEvents,
          s.assessment ? 1 : 0,
          s.entryPath,
          JSON.stringify(s.dimensions),
          JSON.stringify(s.paths),
          s.windowEvents,
          s.windowEndsAt,
          s.exitPath,
        ]),
      ),
      // The visits read before the fold exist (the flush version guards that): only what a visit's
      // events change is written, as an update, which costs a third less than the upsert of all
      // columns did (the conflict's extra lookup, the first touch bound anew at every flush).
      ...valuesStatements(
        `UPDATE ${TABLES.sessions} SET last_at = v.column2, pageviews = v.column3, business_events = v.column4, assessment = v.column5, paths = v.column6, window_events = v.column7, window_ends_at = v.column8, exit_path = v.column9 FROM (`,
        9,
        continued.map((s) => [
          s.id,
          s.lastAt,
          s.pageviews,
          s.businessEvents,
          s.assessment ? 1 : 0,
          JSON.stringify(s.paths),
          s.windowEvents,
          s.windowEndsAt,
          s.exitPath,
        ]),
        `) AS v WHERE ${TABLES.sessions}.id = v.column1`,
      ),
      ...valuesStatements(
        `INSERT INTO ${TABLES.visitorDays} (day, visitor_id, hours, seen)`,
        4,
        batch.visitorDays.map((d) => [d.day, d.visitorId, d.hours, JSON.stringify(d.seen)]),
        'ON CONFLICT(day, visitor_id) DO UPDATE SET hours = excluded.hours, seen = excluded.seen',
      ),
      ...rollupStatements(batch),
      ...visitStatements(batch, coding.visits, stored),
    ]
  }

  async flush(events: TrackedEvent[], timeZone: string): Promise<PackedCounters> {
    const keys = liveKeys(events)
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.loadLive(keys)
      // Visitor days the fold leaves as they are need no write (most of a busy minute's visitors).
      const stored = new Map(state.visitorDays.map((row) => [row, `${row.hours} ${row.seen.length}`]))
      const lastAt = new Map(state.sessions.map((session) => [session.id, session.lastAt]))
      const batch = foldEvents(state, events, timeZone)
      const changed = batch.visitorDays.filter((row) => stored.get(row) !== `${row.hours} ${row.seen.length}`)
      // Moves the version on, or (when another flush wrote since our read) sets it negative, which the trigger aborts.
      const claim: InStatement = {
        sql: `UPDATE ${FLUSH_VERSION} SET version = CASE WHEN version = ? THEN version + 1 ELSE -1 END WHERE id = 1`,
        args: [version],
      }
      try {
        await this.client.batch(
          [claim, ...(await this.batchStatements({ ...batch, visitorDays: changed }, lastAt))],
          'write',
        )
      } catch (error) {
        // The fold changed the kept rows in place: they no longer are what is stored.
        this.cache.clear()
        if (!isStaleRead(error) || attempt >= MAX_FLUSH_ATTEMPTS) throw error
        continue
      }
      this.cache.written(keys, version, state, batch)
      return packCounters(batch.visitorEvents)
    }
  }

  async addRollups(batch: RollupBatch): Promise<void> {
    const statements = rollupStatements(batch)
    // New figures: cached reports of the old version are no longer used, nor past parts of days written in bulk.
    if (statements.length > 0) await this.client.batch([BUMP_VERSION, CLEAR_PAST, ...statements], 'write')
  }

  async pruneLive(endedBefore: number, day: string): Promise<void> {
    // No instance's kept live state may outlive what is deleted here: the version moves on.
    this.cache.clear()
    await this.client.batch(
      [
        BUMP_VERSION,
        { sql: `DELETE FROM ${TABLES.sessions} WHERE last_at < ?`, args: [endedBefore] },
        { sql: `DELETE FROM ${TABLES.visitorDays} WHERE day < ?`, args: [day] },
      ],
      'write',
    )
  }

  async activeVisitors(since: number): Promise<number> {
    const result = await this.client.execute({
      sql: `SELECT COUNT(DISTINCT visitor_id) AS n FROM ${TABLES.sessions} WHERE last_at >= ?`,
      args: [since],
    })
    return Number(result.rows[0].n)
  }

  async liveVisits(since: number, limit: number): Promise<LiveVisits> {
    const recent = `FROM ${TABLES.sessions} WHERE last_at >= ?`
    const [total, pages, sources] = await this.client.batch(
      [
        { sql: `SELECT COUNT(DISTINCT visitor_id) AS n ${recent}`, args: [since] },
        {
          sql: `SELECT exit_path AS value, COUNT(DISTINCT visitor_id) AS visitors ${recent} AND exit_path <> '' GROUP BY exit_path ORDER BY visitors DESC, value LIMIT ?`,
          args: [since, limit],
        },
        {
          sql: `SELECT json_extract(dimensions, '$.referrer') AS value, COUNT(DISTINCT visitor_id) AS visitors ${recent} GROUP BY value ORDER BY visitors DESC, value LIMIT ?`,
          args: [since, limit],
        },
      ],
      'read',
    )
    return {
      visitors: Number(total.rows[0].n),
      pages: pages.rows.map((row) => ({ path: String(row.value), visitors: Number(row.visitors) })),
      sources: sources.rows.map((row) => ({ source: String(row.value ?? ''), visitors: Number(row.visitors) })),
    }
  }

  async saveSalt(row: SaltRow): Promise<string> {
    const [, stored] = await this.client.batch(
      [
        {
          sql: `INSERT OR IGNORE INTO ${TABLES.salts} (day, salt, created_at) VALUES (?, ?, ?)`,
          args: [row.day, row.salt, row.createdAt],
        },
        { sql: `SELECT salt FROM ${TABLES.salts} WHERE day = ?`, args: [row.day] },
      ],
      'write',
    )
    return String(stored.rows[0].salt)
  }

  async salts(): Promise<SaltRow[]> {
    const result = await this.client.execute(`SELECT day, salt, created_at FROM ${TABLES.salts}`)
    return result.rows.map((row) => ({
      day: String(row.day),
      salt: String(row.salt),
      createdAt: Number(row.created_at),
    }))
  }

  async deleteSaltsCreatedBefore(ms: number): Promise<void> {
    await this.client.execute({ sql: `DELETE FROM ${TABLES.salts} WHERE created_at < ?`, args: [ms] })
  }

  async countEvents(): Promise<number> {
    const result = await this.client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.events}`)
    return Number(result.rows[0].n)
  }
}
