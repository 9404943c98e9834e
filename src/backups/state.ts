import type Database from 'libsql'

import type { SqlClient } from '@/lib/sql-rows'

/** The automatic snapshots' last outcome, in the database so every instance's dashboard sees it. */
type BackupState = {
  lastSuccessAt: Date | null
  lastSnapshot: string | null
  lastFailureAt: Date | null
  lastError: string | null
  /** Failures since the last success. */
  failures: number
}

const TABLE = 'ops_backups'
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)))

const NO_BACKUP: BackupState = {
  lastSuccessAt: null,
  lastSnapshot: null,
  lastFailureAt: null,
  lastError: null,
  failures: 0,
}

export async function readBackupState(client: SqlClient): Promise<BackupState> {
  const { rows } = await client.execute(
    `SELECT last_success_at, last_snapshot, last_failure_at, last_error, failures FROM ${TABLE} WHERE id = 1`,
  )
  const row = rows[0]
  if (!row) return NO_BACKUP
  return {
    lastSuccessAt: date(row.last_success_at),
    lastSnapshot: row.last_snapshot === null ? null : String(row.last_snapshot),
    lastFailureAt: date(row.last_failure_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    failures: Number(row.failures),
  }
}

export async function recordSuccess(client: SqlClient, at: Date, snapshot: string): Promise<void> {
  await client.execute({
    sql: `INSERT INTO ${TABLE} (id, last_success_at, last_snapshot, failures) VALUES (1, ?, ?, 0)
      ON CONFLICT(id) DO UPDATE SET last_success_at = excluded.last_success_at,
        last_snapshot = excluded.last_snapshot, failures = 0`,
    args: [at.getTime(), snapshot],
  })
}

export async function recordFailure(client: SqlClient, at: Date, error: string): Promise<void> {
  await client.execute({
    sql: `INSERT INTO ${TABLE} (id, last_failure_at, last_error, failures) VALUES (1, ?, ?, 1)
      ON CONFLICT(id) DO UPDATE SET last_failure_at = excluded.last_failure_at,
        last_error = excluded.last_error, failures = failures + 1`,
    args: [at.getTime(), error.slice(0, 500)],
  })
}

/**
 * Written into a snapshot's own copy: restored, the database names the snapshot it came from as
 * its last good backup (not one the rotation may since have deleted).
 */
export function markAsLastSuccess(db: Database.Database, snapshot: string, at: Date): void {
  if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(TABLE)) return
  db.prepare(
    `INSERT INTO ${TABLE} (id, last_success_at, last_snapshot, last_failure_at, last_error, failures)
      VALUES (1, ?, ?, NULL, NULL, 0)
      ON CONFLICT(id) DO UPDATE SET last_success_at = excluded.last_success_at, last_snapshot = excluded.last_snapshot,
        last_failure_at = NULL, last_error = NULL, failures = 0`,
  ).run(at.getTime(), snapshot)
}

/** A failure made good (BACKUP_COMMAND done on a retry): the backups are no longer failing. */
export async function clearFailure(client: SqlClient): Promise<void> {
  await client.execute(`UPDATE ${TABLE} SET last_failure_at = NULL, last_error = NULL, failures = 0 WHERE id = 1`)
}

/** Failing: the last attempt failed after the last success (or there never was one). */
export const backupFailing = (state: BackupState): boolean =>
  state.lastFailureAt !== null && (state.lastSuccessAt === null || state.lastFailureAt >= state.lastSuccessAt)
