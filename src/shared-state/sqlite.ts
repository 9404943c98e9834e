import type { Client, InStatement } from '@libsql/client'

import { SHARED_TABLES, type Counter, type JobId, type SharedState } from './types'

const JOBS = 'payload_jobs'

/** Payload stores dates in SQLite as ISO strings, which sort like the instants they name. */
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * One upsert per hit: a new key or an ended window starts over at `cost`, a live one adds to it.
 * SQLite evaluates every SET expression on the row as it was, so both columns see the old reset_at.
 */
const hitStatement = (key: string, cost: number, windowMs: number, now: number): InStatement => ({
  sql: `INSERT INTO ${SHARED_TABLES.rateLimits} (key, count, reset_at) VALUES (?, ?, ?)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN reset_at <= ? THEN excluded.count ELSE count + excluded.count END,
      reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
    RETURNING count, reset_at`,
  args: [key, cost, now + windowMs, now, now],
})

const counterOf = (row: Record<string, unknown>): Counter => ({
  count: Number(row.count),
  resetAt: Number(row.reset_at),
})

const placeholders = (ids: JobId[]) => ids.map(() => '?').join(',')

/** The SQLite implementation, on the libsql client Payload's SQLite adapter holds (tables: migrations 20261123_181500_shared_state and 20261123_190500_shared_signals). */
export function sqliteSharedState(client: Client): SharedState {
  const rateLimits: SharedState['rateLimits'] = {
    async hit(key, cost, windowMs, now) {
      const result = await client.execute(hitStatement(key, cost, windowMs, now))
      return counterOf(result.rows[0])
    },
    async hitMany(hits, windowMs, now) {
      if (hits.length === 0) return []
      const results = await client.batch(
        hits.map(({ key, cost }) => hitStatement(key, cost, windowMs, now)),
        'write',
      )
      return results.map((result) => counterOf(result.rows[0]))
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

  return { rateLimits, locks, jobClaims, signals }
}
