import fs from 'node:fs'
import path from 'node:path'

import type Database from 'libsql'

import { withDatabase } from './sqlite-file'

const TABLE = 'ops_database'

/** The id the migration 20261207_003000_database_identity gave the database; null before it ran. */
export function databaseId(db: Database.Database): string | null {
  if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(TABLE)) return null
  const row = db.prepare(`SELECT database_id FROM ${TABLE} WHERE id = 1`).get() as { database_id: string } | undefined
  return row?.database_id ?? null
}

/**
 * The folder of this database's snapshots inside BACKUP_DIR: its file name and the start of its
 * id (data/backups/site-3f9a2c1b), so two databases sharing a backup folder never count, rotate
 * or restore each other's snapshots. A snapshot's copy carries the id, and a restore keeps it.
 */
export function snapshotFolder(backupDir: string, databaseFile: string): string {
  const stem = path.basename(databaseFile).replace(/\.[^.]*$/, '') || 'database'
  const id = fs.existsSync(databaseFile) ? withDatabase(databaseFile, databaseId) : null
  return path.join(backupDir, id ? `${stem}-${id.slice(0, 8)}` : stem)
}
