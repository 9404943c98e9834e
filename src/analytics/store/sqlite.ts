import type { Client, InStatement, InValue } from '@libsql/client'

import type { Batch, SessionRow } from '@/lib/analytics/rollup'

import { TABLES, type AnalyticsStore, type SaltRow } from './types'

/** SQLite's bound-parameter limit is 32,766; stay well below it. */
const MAX_PARAMS = 8000

/** Multi-row INSERT statements of at most MAX_PARAMS parameters each. */
function insertRows(head: string, columns: number, rows: InValue[][], tail = ''): InStatement[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns))
  const tuple = `(${new Array(columns).fill('?').join(',')})`
  const statements: InStatement[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    statements.push({ sql: `${head} VALUES ${chunk.map(() => tuple).join(',')} ${tail}`, args: chunk.flat() })
  }
  return statements
}

const sumOnConflict = (key: string, columns: string[]) =>
  `ON CONFLICT(${key}) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`

/** The SQLite store, on the libsql client Payload's SQLite adapter already holds. */
export class SqliteAnalyticsStore implements AnalyticsStore {
  constructor(private readonly client: Client) {}

  async write(batch: Batch): Promise<void> {
    const statements = [
      ...insertRows(
        `INSERT INTO ${TABLES.events} (ts, day, name, path, session_id)`,
        5,
        batch.events.map((e) => [e.ts, e.day, e.name, e.path, e.sessionId]),
      ),
      ...insertRows(
        `INSERT INTO ${TABLES.sessions} (id, visitor_id, day, started_at, last_at, pageviews, business_events, assessment)`,
        8,
        batch.sessions.map((s) => [s.id, s.visitorId, s.day, s.startedAt, s.lastAt, s.pageviews, s.businessEvents, s.assessment ? 1 : 0]),
        'ON CONFLICT(id) DO UPDATE SET last_at = excluded.last_at, pageviews = excluded.pageviews, business_events = excluded.business_events, assessment = excluded.assessment',
      ),
      ...insertRows(
        `INSERT INTO ${TABLES.daily} (day, sessions, bounces, duration_ms, pageviews, visitors, converters)`,
        7,
        batch.daily.map((d) => [d.day, d.sessions, d.bounces, d.durationMs, d.pageviews, d.visitors, d.converters]),
        sumOnConflict('day', ['sessions', 'bounces', 'duration_ms', 'pageviews', 'visitors', 'converters']),
      ),
      ...insertRows(
        `INSERT INTO ${TABLES.dimensions} (day, dimension, value, sessions)`,
        4,
        batch.dimensions.map((d) => [d.day, d.dimension, d.value, d.sessions]),
        sumOnConflict('day, dimension, value', ['sessions']),
      ),
      ...insertRows(
        `INSERT INTO ${TABLES.pages} (day, path, views, uniques)`,
        4,
        batch.pages.map((p) => [p.day, p.path, p.views, p.uniques]),
        sumOnConflict('day, path', ['views', 'uniques']),
      ),
      ...insertRows(
        `INSERT INTO ${TABLES.hours} (day, hour, pageviews)`,
        3,
        batch.hours.map((h) => [h.day, h.hour, h.pageviews]),
        sumOnConflict('day, hour', ['pageviews']),
      ),
    ]
    if (statements.length > 0) await this.client.batch(statements, 'write')
  }

  async sessionsSince(day: string): Promise<SessionRow[]> {
    const result = await this.client.execute({
      sql: `SELECT id, visitor_id, day, started_at, last_at, pageviews, business_events, assessment FROM ${TABLES.sessions} WHERE day >= ?`,
      args: [day],
    })
    return result.rows.map((row) => ({
      id: String(row.id),
      visitorId: String(row.visitor_id),
      day: String(row.day),
      startedAt: Number(row.started_at),
      lastAt: Number(row.last_at),
      pageviews: Number(row.pageviews),
      businessEvents: Number(row.business_events),
      assessment: Boolean(row.assessment),
    }))
  }

  async saveSalt(row: SaltRow): Promise<string> {
    const [, stored] = await this.client.batch(
      [
        { sql: `INSERT OR IGNORE INTO ${TABLES.salts} (day, salt, created_at) VALUES (?, ?, ?)`, args: [row.day, row.salt, row.createdAt] },
        { sql: `SELECT salt FROM ${TABLES.salts} WHERE day = ?`, args: [row.day] },
      ],
      'write',
    )
    return String(stored.rows[0].salt)
  }

  async salts(): Promise<SaltRow[]> {
    const result = await this.client.execute(`SELECT day, salt, created_at FROM ${TABLES.salts}`)
    return result.rows.map((row) => ({ day: String(row.day), salt: String(row.salt), createdAt: Number(row.created_at) }))
  }

  async deleteSaltsCreatedBefore(ms: number): Promise<void> {
    await this.client.execute({ sql: `DELETE FROM ${TABLES.salts} WHERE created_at < ?`, args: [ms] })
  }

  async countEvents(): Promise<number> {
    const result = await this.client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.events}`)
    return Number(result.rows[0].n)
  }
}
