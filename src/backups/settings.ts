import path from 'node:path'

import { resolveDatabase } from '@/config/database'
import { DEFAULT_KEEP, type KeepPolicy, parseKeep } from '@/lib/backup-rotation'

const DEFAULT_EVERY_HOURS = 24

type Env = Record<string, string | undefined>

export type BackupSettings = {
  /** Where snapshots go: BACKUP_DIR, else `backups` beside the SQLite file (data/backups). */
  dir: string
  /** BACKUP_EVERY_HOURS; 0 turns the automatic snapshots off (`npm run backup` still works). */
  everyHours: number
  keep: KeepPolicy
  /** BACKUP_COMMAND, run after each snapshot with its folder as $1 and $BACKUP_PATH. */
  command: string | null
}

/** The SQLite file and media folder a snapshot copies; null on MongoDB (its backups are mongodump's). */
export function backupSources(env: Env = process.env): { databaseFile: string; mediaDir: string } | null {
  const database = resolveDatabase(env.DATABASE_URI)
  if (database.kind !== 'sqlite') return null
  return { databaseFile: database.file, mediaDir: path.resolve(env.MEDIA_DIR ?? 'data/media') }
}

/** The backup settings from the environment; throws one message naming each bad value. */
export function backupSettings(env: Env = process.env): BackupSettings {
  const database = resolveDatabase(env.DATABASE_URI)
  const besideDatabase = database.kind === 'sqlite' ? path.join(path.dirname(database.file), 'backups') : 'data/backups'
  const hours = env.BACKUP_EVERY_HOURS?.trim() || String(DEFAULT_EVERY_HOURS)
  const everyHours = Number(hours)
  const problems: string[] = []
  if (!/^\d+(\.\d+)?$/.test(hours) || everyHours > 24 * 366)
    problems.push(`BACKUP_EVERY_HOURS must be a number of hours (0 turns automatic snapshots off), not "${hours}"`)
  let keep: KeepPolicy = parseKeep(DEFAULT_KEEP)
  try {
    keep = parseKeep(env.BACKUP_KEEP?.trim() || DEFAULT_KEEP)
  } catch (error) {
    problems.push((error as Error).message)
  }
  if (problems.length > 0) throw new Error(problems.join('; '))
  return {
    dir: path.resolve(env.BACKUP_DIR?.trim() || besideDatabase),
    everyHours,
    keep,
    command: env.BACKUP_COMMAND?.trim() || null,
  }
}
