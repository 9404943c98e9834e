import fs from 'node:fs'
import path from 'node:path'

import { snapshotName } from '@/lib/backup-schedule'

import { restoreMissingMedia } from './media'
import { databaseId } from './identity'
import { forgetProcesses, liveServers, PRESENCE_STALE_MS } from './presence'
import { CHECKSUM_SUFFIX, SNAPSHOT_DATABASE } from './snapshot'
import { checksumOf, integrityProblems, looksLikeSqlite, sha256, withDatabase } from './sqlite-file'

/** A restore that was refused: its message says why; nothing was changed. */
export class RestoreRefused extends Error {}

type RestoreResult = { database: string; replaced: string | null; mediaRestored: number }

const SIDE_FILES = ['', '-wal', '-shm']

/** The database file a snapshot argument names: a snapshot folder's site.db, or the file itself. */
function snapshotDatabase(source: string): string {
  if (!fs.existsSync(source)) throw new RestoreRefused(`${source} does not exist`)
  const file = fs.statSync(source).isDirectory() ? path.join(source, SNAPSHOT_DATABASE) : source
  if (!fs.existsSync(file)) throw new RestoreRefused(`${source} holds no ${SNAPSHOT_DATABASE}: not a snapshot folder`)
  return file
}

/** Refuses while a server marked itself in the database within the last PRESENCE_STALE_MS. */
function refuseWhileInUse(databaseFile: string, now: number): void {
  if (!fs.existsSync(databaseFile)) return
  const [server] = withDatabase(databaseFile, (db) => liveServers(db, now))
  if (!server) return
  const ago = Math.round((now - server.seenAt.getTime()) / 1000)
  throw new RestoreRefused(
    `A server is using ${databaseFile} (${server.role} pid ${server.pid} on ${server.host}, seen ${ago} s ago): ` +
      `stop it first. A server that stopped without saying so is forgotten ${PRESENCE_STALE_MS / 1000} s after it was last seen.`,
  )
}

/** The checks on the candidate copy: a sound SQLite database of this site, not of newer code. */
function refuseUnsound(copy: string, source: string, knownMigrations: string[]): void {
  const verdict = (() => {
    try {
      return withDatabase(copy, (db) => {
        db.exec('PRAGMA journal_mode = DELETE')
        const problems = integrityProblems(db)
        if (problems) return `fails the integrity check (${problems})`
        const table = db
          .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`)
          .get()
        if (!table) return "is not this site's database (it has no payload_migrations table)"
        const names = (db.prepare('SELECT name FROM payload_migrations').raw(true).all() as string[][]).map(
          ([name]) => name,
        )
        const unknown = names.filter((name) => name !== 'dev' && !knownMigrations.includes(name))
        if (unknown.length > 0)
          return `comes from a newer schema than this code (migration ${unknown.join(', ')} unknown here): update the code first`
        return null
      })
    } catch (error) {
      return `fails the integrity check (${(error as Error).message})`
    }
  })()
  if (verdict) throw new RestoreRefused(`${source} ${verdict}`)
}

/**
 * Refuses a snapshot of another database (two sites whose databases share a folder, or a copy
 * brought from elsewhere). A database that has no id yet, or a snapshot from before ids, cannot
 * tell, and is let through; so is any snapshot into a place without a database.
 */
function refuseForeign(copy: string, source: string, databaseFile: string): void {
  if (!fs.existsSync(databaseFile)) return
  const theirs = withDatabase(copy, databaseId)
  const ours = withDatabase(databaseFile, databaseId)
  if (!theirs || !ours || theirs === ours) return
  throw new RestoreRefused(
    `${source} is a snapshot of another database (id ${theirs.slice(0, 8)}), not of ${databaseFile} ` +
      `(id ${ours.slice(0, 8)}): restoring it would replace this site's data with another's. ` +
      `To do that on purpose (e.g. moving a site to a new machine), move ${databaseFile} away first.`,
  )
}

/**
 * `npm run restore -- <snapshot>`: puts a snapshot in place of the SQLite database after checking
 * it (a SQLite file, its checksum when it has one, PRAGMA integrity_check, no migration newer than
 * this code knows, a snapshot of this database), unless a server is using the database. The replaced database (with its -wal
 * and -shm files) stays beside it as <file>.replaced-<time>; media files the snapshot has and the
 * media folder lacks are put back. A refusal changes nothing.
 */
export async function restoreSnapshot(options: {
  source: string
  databaseFile: string
  mediaDir: string
  knownMigrations: string[]
  now?: () => number
}): Promise<RestoreResult> {
  const { databaseFile, knownMigrations } = options
  const now = options.now ?? Date.now
  const source = snapshotDatabase(path.resolve(options.source))
  if (!looksLikeSqlite(source)) throw new RestoreRefused(`${source} is not a SQLite database`)
  const checksumFile = `${source}${CHECKSUM_SUFFIX}`
  if (fs.existsSync(checksumFile)) {
    const expected = checksumOf(fs.readFileSync(checksumFile, 'utf8'))
    if (expected !== (await sha256(source)))
      throw new RestoreRefused(`${source} does not match its checksum in ${checksumFile}: the copy is damaged`)
  }
  refuseWhileInUse(databaseFile, now())

  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  const copy = `${databaseFile}.restoring`
  for (const suffix of SIDE_FILES) fs.rmSync(`${copy}${suffix}`, { force: true })
  try {
    fs.copyFileSync(source, copy)
    fs.chmodSync(copy, 0o600)
    refuseUnsound(copy, source, knownMigrations)
    refuseForeign(copy, source, databaseFile)
    // The marks and locks of the processes that used the database when the snapshot was taken mean nothing now.
    withDatabase(copy, (db) => forgetProcesses(db))
    refuseWhileInUse(databaseFile, now())
  } catch (error) {
    for (const suffix of SIDE_FILES) fs.rmSync(`${copy}${suffix}`, { force: true })
    throw error
  }

  const replaced = fs.existsSync(databaseFile)
    ? `${databaseFile}.replaced-${snapshotName(new Date(now())).replace('snapshot-', '')}`
    : null
  // The -wal file belongs to the replaced database: left in place, SQLite would apply it to the restored one.
  if (replaced)
    for (const suffix of SIDE_FILES)
      if (fs.existsSync(`${databaseFile}${suffix}`)) fs.renameSync(`${databaseFile}${suffix}`, `${replaced}${suffix}`)
  fs.renameSync(copy, databaseFile)
  const snapshotMedia = path.join(path.dirname(source), 'media')
  const mediaRestored = fs.existsSync(snapshotMedia) ? restoreMissingMedia(snapshotMedia, options.mediaDir) : 0
  return { database: databaseFile, replaced, mediaRestored }
}
