import path from 'node:path'

import { nextSnapshotAt } from '@/lib/backup-schedule'

import { snapshotFolder } from './identity'
import type { BackupSettings } from './settings'
import { listSnapshots } from './snapshot'

const pad = (value: number) => String(value).padStart(2, '0')
const localTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`

const shortPath = (dir: string) =>
  path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir)

/**
 * The startup banner's backup line: where snapshots go and when the next is due. `databaseFile`
 * is the SQLite file (null on MongoDB); `takesSnapshots` is false for a server that leaves the job queues to `npm run worker`.
 */
export function backupLine(
  settings: BackupSettings,
  { databaseFile, takesSnapshots }: { databaseFile: string | null; takesSnapshots: boolean },
  now = Date.now(),
): string {
  if (!databaseFile) return "none automatic: snapshots are SQLite's; use mongodump (docs/operations.md)"
  let folder = settings.dir
  let newest: Date | null
  try {
    folder = snapshotFolder(settings.dir, databaseFile)
    newest = listSnapshots(folder)[0]?.takenAt ?? null
  } catch (error) {
    const dir = shortPath(folder)
    // The snapshots will fail and say so (log, dashboard); the server runs on.
    return `${dir} cannot be read (${(error as NodeJS.ErrnoException).code}): check BACKUP_DIR`
  }
  const dir = shortPath(folder)
  if (settings.everyHours === 0) return `${dir}, automatic snapshots off (BACKUP_EVERY_HOURS=0)`
  const next = nextSnapshotAt({ newest, lastFailureAt: null, everyHours: settings.everyHours }, now)
  const when =
    next.getTime() - now < 60_000 ? `within a minute (${newest ? 'one is due' : 'none yet'})` : localTime(next)
  return `${dir}, next snapshot ${when}, every ${settings.everyHours} h${takesSnapshots ? '' : ' (taken by npm run worker)'}`
}
