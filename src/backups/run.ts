import fs from 'node:fs'
import path from 'node:path'

import { snapshotDue } from '@/lib/backup-schedule'
import type { SqlClient } from '@/lib/sql-rows'
import { LockBusyError, withLock } from '@/shared-state/lock'
import type { LockStore } from '@/shared-state/types'

import { runBackupCommand } from './command'
import type { BackupSettings } from './settings'
import {
  ensureWritable,
  listSnapshots,
  rotateSnapshots,
  type Snapshot,
  takeSnapshot,
  type TakenSnapshot,
} from './snapshot'
import { clearFailure, recordFailure, recordSuccess } from './state'

export const BACKUP_LOCK = 'backup-snapshot'
/** A snapshot (VACUUM INTO, checks, media) of a small firm's site takes seconds; a dead holder frees the lock after this. */
const LOCK_TTL_MS = 30 * 60 * 1000
/** `npm run backup` waits this long for a snapshot under way elsewhere. */
const MANUAL_WAIT_MS = 10 * 60 * 1000
/** Written into a snapshot once BACKUP_COMMAND took it, so a retry runs only a failed command again. */
const COMMAND_DONE = '.backup-command-done'

type Log = { info: (message: string) => void; error: (message: string) => void }

export type BackupDeps = {
  /** The database connection the outcome is recorded on (and the lock taken on). */
  client: SqlClient
  locks: LockStore
  settings: BackupSettings
  sources: { databaseFile: string; mediaDir: string }
  log: Log
  now?: () => number
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Runs a step of a snapshot; a failure is logged and recorded (the dashboard shows it), then thrown. */
async function recorded<T>(deps: BackupDeps, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    const message = (error as Error).message
    deps.log.error(`Backup failed: ${message}`)
    await recordFailure(deps.client, new Date((deps.now ?? Date.now)()), message).catch(() => undefined)
    throw error
  }
}

/** One snapshot, its rotation and the record of its success. */
async function snapshotAndRotate(deps: BackupDeps): Promise<TakenSnapshot> {
  const { client, settings, sources, log } = deps
  const at = new Date((deps.now ?? Date.now)())
  const taken = await takeSnapshot({ ...sources, dir: settings.dir }, at)
  const deleted = rotateSnapshots(settings.dir, settings.keep)
  await recordSuccess(client, at, taken.name)
  log.info(
    `Backup ${taken.path} taken (${megabytes(taken.bytes)}, integrity ok, ${taken.media.copied} media file(s) copied, ` +
      `${taken.media.linked} unchanged)${deleted.length ? `; rotated out ${deleted.join(', ')}` : ''}`,
  )
  return taken
}

/**
 * Runs BACKUP_COMMAND on a snapshot once; a failure is recorded like a failed snapshot, and a
 * later success (a retry) clears it.
 */
async function sendOff(deps: BackupDeps, snapshot: Snapshot, retry: boolean): Promise<void> {
  const { command } = deps.settings
  const done = path.join(snapshot.path, COMMAND_DONE)
  if (!command || fs.existsSync(done)) return
  try {
    await runBackupCommand(command, snapshot.path)
    fs.writeFileSync(done, '', { mode: 0o600 })
    if (retry) await clearFailure(deps.client)
    deps.log.info(`BACKUP_COMMAND done for ${snapshot.name}`)
  } catch (error) {
    const message = (error as Error).message
    deps.log.error(`Backup ${snapshot.name} was taken, but ${message}`)
    await recordFailure(deps.client, new Date((deps.now ?? Date.now)()), message).catch(() => undefined)
    throw error
  }
}

/**
 * The automatic snapshot: taken if one is due, by one instance at a time (the shared lock; an
 * instance that finds it taken leaves the work to its holder). Due is checked again under the
 * lock, so two instances woken together take one snapshot. A due snapshot that failed throws (the
 * job's retries try again); when none is due, a BACKUP_COMMAND that failed on the newest runs again.
 */
export async function scheduledSnapshot(deps: BackupDeps): Promise<TakenSnapshot | null> {
  const now = deps.now ?? Date.now
  let result: { taken: TakenSnapshot | null; newest: Snapshot | null }
  try {
    result = await withLock(
      deps.locks,
      BACKUP_LOCK,
      () =>
        recorded(deps, async () => {
          ensureWritable(deps.settings.dir)
          const newest = listSnapshots(deps.settings.dir)[0] ?? null
          if (!snapshotDue(newest?.takenAt ?? null, deps.settings.everyHours, now())) return { taken: null, newest }
          return { taken: await snapshotAndRotate(deps), newest: null }
        }),
      { ttlMs: LOCK_TTL_MS, waitMs: 0, now },
    )
  } catch (error) {
    if (error instanceof LockBusyError) return null
    throw error
  }
  if (result.taken) await sendOff(deps, result.taken, false)
  else if (result.newest) await sendOff(deps, result.newest, true)
  return result.taken
}

/** `npm run backup`: a snapshot now, after any under way elsewhere. */
export async function snapshotNow(deps: BackupDeps): Promise<TakenSnapshot> {
  const taken = await withLock(deps.locks, BACKUP_LOCK, () => recorded(deps, () => snapshotAndRotate(deps)), {
    ttlMs: LOCK_TTL_MS,
    waitMs: MANUAL_WAIT_MS,
    now: deps.now,
  })
  await sendOff(deps, taken, false)
  return taken
}
