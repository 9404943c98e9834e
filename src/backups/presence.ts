import { randomUUID } from 'node:crypto'
import os from 'node:os'

import type Database from 'libsql'

import type { SqlClient } from '@/lib/sql-rows'
import { onShutdown } from '@/lib/shutdown'
import { SHARED_TABLES } from '@/shared-state/types'

/** How often a running server marks itself in the database. */
const PRESENCE_EVERY_MS = 10_000
/** A mark older than this belongs to a server that stopped without taking it away (a crash). */
export const PRESENCE_STALE_MS = 30_000

const TABLE = 'ops_instances'

type Presence = { pid: number; host: string; role: string; seenAt: Date }

const registry = globalThis as { __presence?: NodeJS.Timeout }

/**
 * Marks this process as a server using the SQLite database, every PRESENCE_EVERY_MS, and takes
 * the mark away on shutdown: `npm run restore` refuses to replace a database a server uses.
 */
export function startPresence(client: SqlClient, role: string, now: () => number = Date.now): void {
  if (registry.__presence) return
  const id = randomUUID()
  const mark = () =>
    client.execute({
      sql: `INSERT INTO ${TABLE} (id, pid, host, role, seen_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(id) DO UPDATE SET seen_at = excluded.seen_at`,
      args: [id, process.pid, os.hostname(), role, now()],
    })
  const beat = () => void mark().catch(() => undefined)
  beat()
  registry.__presence = setInterval(beat, PRESENCE_EVERY_MS).unref()
  onShutdown('presence', async () => {
    clearInterval(registry.__presence)
    await client.execute({ sql: `DELETE FROM ${TABLE} WHERE id = ?`, args: [id] })
  })
}

const hasTable = (db: Database.Database, table = TABLE) =>
  Boolean(db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table))

/**
 * Takes every server's mark and every shared lock away: in a snapshot or a restored copy they
 * belong to the processes of another time, and would block its backups (a snapshot holds the
 * backup lock while it is taken) or its restore.
 */
export function forgetProcesses(db: Database.Database): void {
  for (const table of [TABLE, SHARED_TABLES.locks]) if (hasTable(db, table)) db.exec(`DELETE FROM ${table}`)
}

/** The servers that marked themselves within PRESENCE_STALE_MS (none before the table exists). */
export function liveServers(db: Database.Database, now: number): Presence[] {
  if (!hasTable(db)) return []
  const rows = db
    .prepare(`SELECT pid, host, role, seen_at FROM ${TABLE} WHERE seen_at > ? ORDER BY seen_at DESC`)
    .all(now - PRESENCE_STALE_MS) as { pid: number; host: string; role: string; seen_at: number }[]
  return rows.map((row) => ({ pid: row.pid, host: row.host, role: row.role, seenAt: new Date(Number(row.seen_at)) }))
}
