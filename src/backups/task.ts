import type { Payload, TaskConfig } from 'payload'

import { durableConnection } from '@/config/durable-sqlite'
import { nextSnapshotAt } from '@/lib/backup-schedule'
import { sharedState } from '@/shared-state'

import { type BackupDeps, ownFolder, scheduledSnapshot } from './run'
import { backupSettings, backupSources } from './settings'
import { newestSnapshotTime } from './snapshot'
import { readBackupState } from './state'

export const BACKUP_QUEUE = 'backups'
/** The queued check runs at the latest this long ahead: a changed BACKUP_EVERY_HOURS or a manual snapshot counts within the hour. */
const MAX_WAIT_MS = 60 * 60 * 1000

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]

/** What a snapshot of this server's SQLite database needs; null on MongoDB or with BACKUP_EVERY_HOURS=0. */
export function automaticBackups(payload: Payload): BackupDeps | null {
  const sources = backupSources()
  const settings = backupSettings()
  if (!sources || payload.db.name !== 'sqlite' || settings.everyHours === 0) return null
  const log = payload.logger
  return {
    client: durableConnection(payload),
    locks: sharedState(payload).locks,
    settings,
    sources,
    log: { info: (message) => log.info(message), error: (message) => log.error(message) },
  }
}

/** When the automatic snapshot is next due, from the newest snapshot and the last failure. */
export async function nextAutomaticSnapshot(deps: BackupDeps, now = Date.now()): Promise<Date> {
  const { lastFailureAt } = await readBackupState(deps.client)
  const newest = newestSnapshotTime(ownFolder(deps))
  return nextSnapshotAt({ newest, lastFailureAt, everyHours: deps.settings.everyHours }, now)
}

/**
 * Payload's scheduler (run by src/jobs on the instance that runs the queues) keeps one check
 * queued, waiting until the next snapshot is due; the check takes it unless another instance did.
 */
const backupSchedule: ScheduleConfig = {
  cron: '* * * * *',
  queue: BACKUP_QUEUE,
  hooks: {
    beforeSchedule: async (args) => {
      const deps = automaticBackups(args.req.payload)
      if (!deps) return { shouldSchedule: false }
      const decision = await args.defaultBeforeSchedule(args)
      const now = Date.now()
      const due = await nextAutomaticSnapshot(deps, now)
      return { ...decision, waitUntil: new Date(Math.min(due.getTime(), now + MAX_WAIT_MS)) }
    },
  },
}

export const backupDatabaseTask: TaskConfig<'backupDatabase'> = {
  slug: 'backupDatabase',
  label: 'Database snapshot',
  schedule: [backupSchedule],
  // Quick retries for a passing trouble; after them the next check comes within the hour.
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ req }) => {
    const deps = automaticBackups(req.payload)
    if (deps) await scheduledSnapshot(deps)
    return { output: {} }
  },
}
