import fs from 'node:fs'
import path from 'node:path'

import { snapshotName, snapshotTime } from '@/lib/backup-schedule'
import { type KeepPolicy, snapshotsToDelete } from '@/lib/backup-rotation'

import { copyMedia, type MediaCopy } from './media'
import { checksumLine, integrityProblems, sha256, withDatabase } from './sqlite-file'
import { forgetProcesses } from './presence'
import { markAsLastSuccess } from './state'

/** The database's name inside a snapshot folder, beside its checksum file and media/. */
export const SNAPSHOT_DATABASE = 'site.db'
export const CHECKSUM_SUFFIX = '.sha256'

export type Snapshot = { name: string; path: string; takenAt: Date }
export type TakenSnapshot = Snapshot & { bytes: number; sha256: string; media: MediaCopy }

/** The finished snapshots in `dir`, newest first (folders being written start with a dot). */
export function listSnapshots(dir: string): Snapshot[] {
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .flatMap((name) => {
      const takenAt = snapshotTime(name)
      return takenAt ? [{ name, path: path.join(dir, name), takenAt }] : []
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name))
}

/** When the newest snapshot was taken; null when there is none, or the folder cannot be read (taking one will say why). */
export function newestSnapshotTime(dir: string): Date | null {
  try {
    return listSnapshots(dir)[0]?.takenAt ?? null
  } catch {
    return null
  }
}

/** Creates the backup folder (owner only) and proves it can be written; throws a message naming it. */
export function ensureWritable(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK)
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    throw new Error(`Backup folder ${dir} cannot be written (${code ?? message}): check BACKUP_DIR and its owner`)
  }
}

/** A name not taken yet in `dir` (two snapshots within one second get -2, -3, …). */
function freeName(dir: string, at: Date): string {
  const base = snapshotName(at)
  let name = base
  for (let n = 2; fs.existsSync(path.join(dir, name)); n += 1) name = `${base}-${n}`
  return name
}

/**
 * Takes a snapshot of the live database into `dir`: `VACUUM INTO` copies it as one read
 * transaction sees it (writers go on; a file copy of a WAL database would not be consistent), the
 * copy must pass `PRAGMA integrity_check`, a `sha256sum` file goes beside it, then the media
 * files (see copyMedia). Written in a dot-folder and renamed when whole, so a crash leaves no
 * half snapshot among the others.
 */
export async function takeSnapshot(
  { databaseFile, mediaDir, dir }: { databaseFile: string; mediaDir: string; dir: string },
  now: Date,
): Promise<TakenSnapshot> {
  if (!fs.existsSync(databaseFile)) throw new Error(`No database at ${databaseFile} to back up`)
  ensureWritable(dir)
  const previous = listSnapshots(dir)[0] ?? null
  const name = freeName(dir, now)
  const partial = path.join(dir, `.${name}.partial`)
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { mode: 0o700 })
  try {
    const copy = path.join(partial, SNAPSHOT_DATABASE)
    // Created empty and owner-only first: VACUUM INTO writes into an empty file and keeps its mode.
    fs.closeSync(fs.openSync(copy, 'wx', 0o600))
    withDatabase(databaseFile, (db) => db.prepare('VACUUM INTO ?').run(copy))
    const problems = withDatabase(copy, (db) => {
      db.exec('PRAGMA journal_mode = DELETE')
      // Locks (this snapshot's own among them) and server marks belong to the processes of now:
      // restored, they would block its backups and restores.
      forgetProcesses(db)
      markAsLastSuccess(db, name, now)
      return integrityProblems(db)
    })
    if (problems) throw new Error(`The snapshot failed its integrity check: ${problems}`)
    const digest = await sha256(copy)
    fs.writeFileSync(`${copy}${CHECKSUM_SUFFIX}`, checksumLine(digest, SNAPSHOT_DATABASE), { mode: 0o600 })
    const media = copyMedia(mediaDir, path.join(partial, 'media'), previous && path.join(previous.path, 'media'))
    const bytes = fs.statSync(copy).size
    const finished = path.join(dir, name)
    fs.renameSync(partial, finished)
    return { name, path: finished, takenAt: now, bytes, sha256: digest, media }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** Deletes the snapshots the policy does not keep; returns their names. */
export function rotateSnapshots(dir: string, keep: KeepPolicy): string[] {
  const snapshots = listSnapshots(dir)
  const doomed = new Set(
    snapshotsToDelete(
      snapshots.map((snapshot) => snapshot.takenAt),
      keep,
    ),
  )
  const deleted = snapshots.filter((snapshot) => doomed.has(snapshot.takenAt))
  for (const snapshot of deleted) fs.rmSync(snapshot.path, { recursive: true, force: true })
  // Folders a crash left half written.
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('.snapshot-') && name.endsWith('.partial'))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true })
  }
  return deleted.map((snapshot) => snapshot.name)
}
