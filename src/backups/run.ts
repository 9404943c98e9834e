import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { snapshotDue } from '@/lib/backup-schedule'
import type { SqlClient } from '@/lib/sql-rows'
import type { LockStore } from '@/shared-state/types'

import { runBackupCommand } from './command'
import { snapshotFolder } from './identity'
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
/** The snapshot renews its hold this often; a holder that died frees the lock LOCK_TTL_MS after its last renewal. */
const RENEW_EVERY_MS = 30_000
const LOCK_TTL_MS = 5 * 60 * 1000
/** A snapshot (VACUUM INTO, checks, media) of a small firm's site takes seconds: one holding the lock this long is stuck. */
const STUCK_AFTER_MS = 30 * 60 * 1000
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

/** This database's own folder in BACKUP_DIR (src/backups/identity.ts). */
export const ownFolder = (deps: Pick<BackupDeps, 'settings' | 'sources'>): string =>
  snapshotFolder(deps.settings.dir, deps.sources.databaseFile)

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
  const folder = ownFolder(deps)
  const taken = await takeSnapshot({ ...sources, dir: folder }, at)
  const deleted = rotateSnapshots(folder, settings.keep)
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

/** Who holds the backup lock, written as the lock's owner so another process can say who blocks it. */
type Holder = { id: string; by: string; pid: number; host: string; since: number }

function holderOf(owner: string): Holder | null {
  try {
    const holder = JSON.parse(owner) as Partial<Holder>
    return typeof holder.pid === 'number' && typeof holder.since === 'number' ? (holder as Holder) : null
  } catch {
    return null
  }
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`

/** Whether a process of this host is running (kill 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type LockBlocker = {
  /** A snapshot under way (its holder runs and renews the lock): waiting for it is right. */
  live: boolean
  reason: string
}

/**
 * Why a snapshot cannot start now, or null when the backup lock is free: another snapshot under
 * way, or a lock that blocks the backups (its holder died, is stuck, or is unknown).
 */
export async function backupLockBlocker(
  locks: LockStore,
  now: number,
  isRunning: (pid: number) => boolean = running,
): Promise<LockBlocker | null> {
  const lock = await locks.holder(BACKUP_LOCK, now)
  if (!lock) return null
  const holder = holderOf(lock.owner)
  const frees = `it frees itself at ${utc(lock.expiresAt)}`
  if (!holder) return { live: false, reason: `The backup lock is held by an unknown process; ${frees}` }
  const who = `${holder.by}, pid ${holder.pid} on ${holder.host}`
  if (holder.host === os.hostname() && !isRunning(holder.pid))
    return { live: false, reason: `The backup lock is held by ${who}, which is no longer running; ${frees}` }
  if (now - holder.since > STUCK_AFTER_MS)
    return {
      live: false,
      reason: `A snapshot (${who}) has held the backup lock since ${utc(holder.since)} and seems stuck: stop that process`,
    }
  return { live: true, reason: `Another snapshot is under way (${who}, since ${utc(holder.since)})` }
}

/**
 * Runs `task` holding the backup lock, renewed every RENEW_EVERY_MS, so a holder that dies blocks
 * the backups for LOCK_TTL_MS at most; without the lock, says who holds it instead of waiting.
 */
async function holdingBackupLock<T>(
  deps: BackupDeps,
  by: string,
  task: () => Promise<T>,
): Promise<{ done: T } | { blocked: LockBlocker }> {
  const now = deps.now ?? Date.now
  const holder: Holder = { id: randomUUID(), by, pid: process.pid, host: os.hostname(), since: now() }
  const owner = JSON.stringify(holder)
  if (!(await deps.locks.acquire(BACKUP_LOCK, owner, LOCK_TTL_MS, now()))) {
    const blocker = await backupLockBlocker(deps.locks, now())
    // Freed between the two questions: the next check takes it.
    return { blocked: blocker ?? { live: true, reason: 'Another snapshot just finished' } }
  }
  const renewal = setInterval(
    () => void deps.locks.renew(BACKUP_LOCK, owner, LOCK_TTL_MS, now()).catch(() => undefined),
    RENEW_EVERY_MS,
  )
  renewal.unref()
  try {
    return { done: await task() }
  } finally {
    clearInterval(renewal)
    await deps.locks.release(BACKUP_LOCK, owner)
  }
}

/** A lock that blocks the backups (not a snapshot under way) is a failure: logged, recorded, thrown. */
async function blocked(deps: BackupDeps, blocker: LockBlocker): Promise<never> {
  if (blocker.live) throw new Error(blocker.reason)
  return recorded(deps, () => Promise.reject(new Error(blocker.reason)))
}

/**
 * The automatic snapshot: taken if one is due, by one instance at a time (the shared lock; an
 * instance that finds a snapshot under way leaves the work to it, and one that finds the lock
 * blocked records why). Due is checked again under the lock, so two instances woken together
 * take one snapshot. A due snapshot that failed throws (the job's retries try again); when none
 * is due, a BACKUP_COMMAND that failed on the newest runs again.
 */
export async function scheduledSnapshot(deps: BackupDeps): Promise<TakenSnapshot | null> {
  const now = deps.now ?? Date.now
  const attempt = await holdingBackupLock(deps, `scheduled snapshot (${process.env.SERVER_ROLE ?? 'server'})`, () =>
    recorded(deps, async () => {
      ensureWritable(deps.settings.dir)
      const newest = listSnapshots(ownFolder(deps))[0] ?? null
      if (!snapshotDue(newest?.takenAt ?? null, deps.settings.everyHours, now())) return { taken: null, newest }
      return { taken: await snapshotAndRotate(deps), newest: null }
    }),
  )
  if ('blocked' in attempt) {
    if (attempt.blocked.live) return null
    return blocked(deps, attempt.blocked)
  }
  const result = attempt.done
  if (result.taken) await sendOff(deps, result.taken, false)
  else if (result.newest) await sendOff(deps, result.newest, true)
  return result.taken
}

/** `npm run backup`: a snapshot now; when another is under way or the lock is blocked, it fails at once saying so. */
export async function snapshotNow(deps: BackupDeps): Promise<TakenSnapshot> {
  const attempt = await holdingBackupLock(deps, 'npm run backup', () => recorded(deps, () => snapshotAndRotate(deps)))
  if ('blocked' in attempt)
    return blocked(deps, {
      ...attempt.blocked,
      reason: attempt.blocked.live
        ? `${attempt.blocked.reason}: run it again when that one is done`
        : attempt.blocked.reason,
    })
  await sendOff(deps, attempt.done, false)
  return attempt.done
}
