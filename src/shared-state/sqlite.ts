import type { InStatement } from '@libsql/client'

import { valuesStatements, type SqlClient } from '@/lib/sql-rows'

import { HANDOFF_KEEP_MS, SHARED_TABLES, type Counter, type JobId, type SharedState } from './types'

const JOBS = 'payload_jobs'

/** Payload stores dates in SQLite as ISO strings, which sort like the instants they name. */
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The upsert of a hit: a new key or an ended window starts over at `cost`, a live one adds to it.
 * SQLite evaluates every SET expression on the row as it was, so both columns see the old reset_at.
 */
const HIT_HEAD = `INSERT INTO ${SHARED_TABLES.rateLimits} (key, count, reset_at)`
const hitTail = (now: string) => `ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN reset_at <= ${now} THEN excluded.count ELSE count + excluded.count END,
      reset_at = CASE WHEN reset_at <= ${now} THEN excluded.reset_at ELSE reset_at END
    RETURNING key, count, reset_at`

const hitStatement = (key: string, cost: number, windowMs: number, now: number): InStatement => ({
  sql: `${HIT_HEAD} VALUES (?, ?, ?) ${hitTail('?')}`,
  args: [key, cost, now + windowMs, now, now],
})

/**
 * Many keys' hits in a few multi-row upserts (one prepared statement per thousands of keys: the
 * analytics flush counts every client of the last second). `now` is each row's reset_at less the
 * window, an integer of the statement's own text: the text stays the same from one call to the
 * next, so a connection keeping prepared statements reuses it.
 */
function hitManyStatements(totals: Map<string, number>, windowMs: number, now: number): InStatement[] {
  if (!Number.isSafeInteger(now) || !Number.isSafeInteger(windowMs))
    throw new Error('Rate-limit times must be integers')
  const rows = [...totals].map(([key, cost]) => [key, cost, now + windowMs])
  return valuesStatements(HIT_HEAD, 3, rows, hitTail(`(excluded.reset_at - ${windowMs})`))
}

const counterOf = (row: Record<string, unknown>): Counter => ({
  count: Number(row.count),
  resetAt: Number(row.reset_at),
})

const placeholders = (ids: JobId[]) => ids.map(() => '?').join(',')

/** The SQLite implementation, on the libsql client Payload's SQLite adapter holds (tables: migrations 20261123_181500_shared_state and 20261123_190500_shared_signals). */
export function sqliteSharedState(client: SqlClient): SharedState {
  const rateLimits: SharedState['rateLimits'] = {
    async hit(key, cost, windowMs, now) {
      const result = await client.execute(hitStatement(key, cost, windowMs, now))
      return counterOf(result.rows[0])
    },
    async hitMany(hits, windowMs, now) {
      if (hits.length === 0) return []
      const totals = new Map<string, number>()
      for (const { key, cost } of hits) totals.set(key, (totals.get(key) ?? 0) + cost)
      const results = await client.batch(hitManyStatements(totals, windowMs, now), 'write')
      const after = new Map(results.flatMap((result) => result.rows).map((row) => [String(row.key), counterOf(row)]))
      // A key hit more than once in the call: each hit sees its count without the later ones.
      const later = new Map(totals)
      return hits.map(({ key, cost }) => {
        const counter = after.get(key)!
        const rest = later.get(key)! - cost
        later.set(key, rest)
        return { count: counter.count - rest, resetAt: counter.resetAt }
      })
    },
    async peek(key, now) {
      const result = await client.execute({
        sql: `SELECT count, reset_at FROM ${SHARED_TABLES.rateLimits} WHERE key = ? AND reset_at > ?`,
        args: [key, now],
      })
      return result.rows[0] ? counterOf(result.rows[0]) : { count: 0, resetAt: 0 }
    },
    async refund(key, cost, now) {
      await client.execute({
        sql: `UPDATE ${SHARED_TABLES.rateLimits} SET count = MAX(0, count - ?) WHERE key = ? AND reset_at > ?`,
        args: [cost, key, now],
      })
    },
    async prune(now) {
      await client.execute({ sql: `DELETE FROM ${SHARED_TABLES.rateLimits} WHERE reset_at <= ?`, args: [now] })
    },
  }

  const locks: SharedState['locks'] = {
    async acquire(name, owner, ttlMs, now) {
      // The update only happens on an expired lock; RETURNING then yields no row when someone holds it.
      const result = await client.execute({
        sql: `INSERT INTO ${SHARED_TABLES.locks} (name, owner, expires_at) VALUES (?, ?, ?)
          ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
          WHERE ${SHARED_TABLES.locks}.expires_at <= ?
          RETURNING owner`,
        args: [name, owner, now + ttlMs, now],
      })
      return result.rows.length === 1
    },
    async release(name, owner) {
      await client.execute({
        sql: `DELETE FROM ${SHARED_TABLES.locks} WHERE name = ? AND owner = ?`,
        args: [name, owner],
      })
    },
    async renew(name, owner, ttlMs, now) {
      const result = await client.execute({
        sql: `UPDATE ${SHARED_TABLES.locks} SET expires_at = ? WHERE name = ? AND owner = ?`,
        args: [now + ttlMs, name, owner],
      })
      return result.rowsAffected === 1
    },
    async holder(name, now) {
      const result = await client.execute({
        sql: `SELECT owner, expires_at FROM ${SHARED_TABLES.locks} WHERE name = ? AND expires_at > ?`,
        args: [name, now],
      })
      const row = result.rows[0]
      return row ? { owner: String(row.owner), expiresAt: Number(row.expires_at) } : null
    },
  }

  const jobClaims: SharedState['jobClaims'] = {
    async claim(id, now) {
      const result = await client.execute({
        sql: `UPDATE ${JOBS} SET processing = 1, updated_at = ?
          WHERE id = ? AND COALESCE(processing, 0) = 0 AND completed_at IS NULL AND COALESCE(has_error, 0) = 0`,
        args: [iso(now), id],
      })
      return result.rowsAffected === 1
    },
    async touch(ids, now) {
      if (ids.length === 0) return
      await client.execute({
        sql: `UPDATE ${JOBS} SET updated_at = ? WHERE processing = 1 AND id IN (${placeholders(ids)})`,
        args: [iso(now), ...ids],
      })
    },
    async release(ids) {
      if (ids.length === 0) return
      await client.execute({
        sql: `UPDATE ${JOBS} SET processing = 0 WHERE processing = 1 AND id IN (${placeholders(ids)})`,
        args: ids,
      })
    },
    async releaseStale(before) {
      // Read first: an UPDATE takes the write lock even when it matches nothing, and the thread
      // waits for it while another connection (the analytics ingest worker) writes.
      const stale = await client.execute({
        sql: `SELECT 1 FROM ${JOBS} WHERE processing = 1 AND updated_at < ? LIMIT 1`,
        args: [iso(before)],
      })
      if (stale.rows.length === 0) return 0
      const result = await client.execute({
        sql: `UPDATE ${JOBS} SET processing = 0 WHERE processing = 1 AND updated_at < ?`,
        args: [iso(before)],
      })
      return result.rowsAffected
    },
  }

  const signals: SharedState['signals'] = {
    async bump(name) {
      const result = await client.execute({
        sql: `INSERT INTO ${SHARED_TABLES.signals} (name, version) VALUES (?, 1)
          ON CONFLICT(name) DO UPDATE SET version = version + 1 RETURNING version`,
        args: [name],
      })
      return Number(result.rows[0].version)
    },
    async read(name) {
      const result = await client.execute({
        sql: `SELECT version FROM ${SHARED_TABLES.signals} WHERE name = ?`,
        args: [name],
      })
      return result.rows.length ? Number(result.rows[0].version) : 0
    },
  }

  const handoffs: SharedState['handoffs'] = {
    async begin(key, now) {
      // The key is new, or its earlier handoff is long forgotten (then it counts as new).
      const inserted = await client.execute({
        sql: `INSERT INTO ${SHARED_TABLES.handoffs} (key, handed_at) VALUES (?, ?)
          ON CONFLICT(key) DO UPDATE SET handed_at = excluded.handed_at
          WHERE ${SHARED_TABLES.handoffs}.handed_at <= ?
          RETURNING handed_at`,
        args: [key, now, now - HANDOFF_KEEP_MS],
      })
      if (inserted.rows.length === 1) {
        await client.execute({
          sql: `DELETE FROM ${SHARED_TABLES.handoffs} WHERE handed_at <= ?`,
          args: [now - HANDOFF_KEEP_MS],
        })
        return null
      }
      const earlier = await client.execute({
        sql: `SELECT handed_at FROM ${SHARED_TABLES.handoffs} WHERE key = ?`,
        args: [key],
      })
      return Number(earlier.rows[0]?.handed_at ?? now)
    },
    async undo(key) {
      await client.execute({ sql: `DELETE FROM ${SHARED_TABLES.handoffs} WHERE key = ?`, args: [key] })
    },
  }

  return { rateLimits, locks, jobClaims, signals, handoffs }
}
