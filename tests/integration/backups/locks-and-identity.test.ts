import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as statusRoute } from '@/app/api/backups/status/route'
import { RestoreRefused, restoreSnapshot } from '@/backups/restore'
import { BACKUP_LOCK, ownFolder, scheduledSnapshot, snapshotNow } from '@/backups/run'
import { listSnapshots } from '@/backups/snapshot'
import { backupFailing, readBackupState } from '@/backups/state'
import { NativeSqliteClient } from '@/config/native-sqlite'
import type { BackupStatus } from '@/contracts/backups'
import { migrations } from '@/migrations'
import { sqliteSharedState } from '@/shared-state/sqlite'

import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { backupDeps, databaseFile, tempDir } from './harness'

const knownMigrations = migrations.map((migration) => migration.name)

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const query = <T>(file: string, sql: string): T[] => {
  const db = new Database(file)
  try {
    return db.prepare(sql).all() as T[]
  } finally {
    db.close()
  }
}
const run = (file: string, sql: string) => {
  const db = new Database(file)
  try {
    db.exec(sql)
  } finally {
    db.close()
  }
}

/** A stopped site's database beside the live one: a consistent copy without the marks of running servers. */
function stoppedCopy(name = 'site.db', dir = tempDir('restore')): string {
  const file = path.join(dir, name)
  run(databaseFile(), `VACUUM INTO '${file}'`)
  run(file, 'DELETE FROM ops_instances')
  return file
}

/** What a snapshot job on another database (its own file and connection) is given. */
function depsOf(file: string, dir: string, now?: () => number) {
  const client = new NativeSqliteClient(file)
  const deps = backupDeps(payload, { dir, now })
  return { ...deps, client, locks: sqliteSharedState(client).locks, sources: { ...deps.sources, databaseFile: file } }
}

const status = async () =>
  (await (
    await statusRoute(apiRequest('/api/backups/status', { key: ADMIN_KEY }), undefined as never)
  ).json()) as BackupStatus

/** A pid no process of this machine has (Linux's pid_max is at most 2^22). */
const DEAD_PID = 4_194_304 + 7

describe('the backup lock', () => {
  it('is never in a snapshot: a restored snapshot backs up at once', async () => {
    const taken = await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    expect(query(path.join(taken.path, 'site.db'), 'SELECT name FROM shared_locks')).toEqual([])
    expect(query(path.join(taken.path, 'site.db'), 'SELECT id FROM ops_instances')).toEqual([])

    const live = stoppedCopy()
    await restoreSnapshot({ source: taken.path, databaseFile: live, mediaDir: tempDir('media'), knownMigrations })
    const again = await snapshotNow(depsOf(live, tempDir('backups')))
    expect(listSnapshots(path.dirname(again.path)).map((snapshot) => snapshot.name)).toEqual([again.name])
  })

  it('restore drops the locks a snapshot of older code carried', async () => {
    const taken = await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    const copy = path.join(tempDir('old-snapshot'), 'site.db')
    fs.copyFileSync(path.join(taken.path, 'site.db'), copy)
    run(
      copy,
      `INSERT INTO shared_locks (name, owner, expires_at) VALUES ('${BACKUP_LOCK}', 'x', ${Date.now() + 1_800_000})`,
    )
    const live = stoppedCopy()
    await restoreSnapshot({ source: copy, databaseFile: live, mediaDir: tempDir('media'), knownMigrations })
    expect(query(live, 'SELECT name FROM shared_locks')).toEqual([])
  })

  it('held by a process that died fails a backup at once, naming it, and the status says so', async () => {
    const deps = backupDeps(payload, { dir: tempDir('backups') })
    const owner = JSON.stringify({ by: 'npm run backup', pid: DEAD_PID, host: os.hostname(), since: Date.now() })
    await deps.locks.acquire(BACKUP_LOCK, owner, 300_000, Date.now())
    try {
      const reason = new RegExp(
        `^The backup lock is held by npm run backup, pid ${DEAD_PID} on ${os.hostname()}, which is no longer running; ` +
          `it frees itself at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`,
      )
      await expect(snapshotNow(deps)).rejects.toThrow(reason)
      expect(deps.logged.error).toEqual([expect.stringMatching(/^Backup failed: The backup lock is held by/)])
      await expect(scheduledSnapshot(deps)).rejects.toThrow(reason)
      expect(listSnapshots(ownFolder(deps))).toEqual([])
      const answer = await status()
      expect(answer.state).toBe('failing')
      expect(answer.lastError).toMatch(reason)
    } finally {
      await deps.locks.release(BACKUP_LOCK, owner)
    }
    // Freed, the next snapshot runs and the backups are no longer failing.
    await snapshotNow(deps)
    expect((await status()).state).toBe('ok')
  })

  it('held by an unknown process (no holder written) fails a backup at once too', async () => {
    const deps = backupDeps(payload, { dir: tempDir('backups') })
    await deps.locks.acquire(BACKUP_LOCK, 'a-bare-id', 300_000, Date.now())
    try {
      await expect(snapshotNow(deps)).rejects.toThrow(
        /^The backup lock is held by an unknown process; it frees itself at /,
      )
      expect((await status()).lastError).toMatch(/^The backup lock is held by an unknown process/)
    } finally {
      await deps.locks.release(BACKUP_LOCK, 'a-bare-id')
    }
  })

  it('held by a snapshot under way: npm run backup says so at once; the status stays as it was', async () => {
    const deps = backupDeps(payload, { dir: tempDir('backups') })
    await snapshotNow(deps)
    const owner = JSON.stringify({
      by: 'scheduled snapshot (worker)',
      pid: process.pid,
      host: 'app-2',
      since: Date.now(),
    })
    await deps.locks.acquire(BACKUP_LOCK, owner, 300_000, Date.now())
    try {
      await expect(snapshotNow(deps)).rejects.toThrow(
        /^Another snapshot is under way \(scheduled snapshot \(worker\), pid \d+ on app-2, since .* UTC\): run it again when that one is done$/,
      )
      expect(backupFailing(await readBackupState(deps.client))).toBe(false)
      expect((await status()).state).toBe('ok')
    } finally {
      await deps.locks.release(BACKUP_LOCK, owner)
    }
  })
})

describe('two databases sharing BACKUP_DIR', () => {
  it('each has its own folder: due time and rotation see only their own snapshots', async () => {
    const dir = tempDir('shared-backups')
    const other = stoppedCopy('staging.db')
    run(other, `UPDATE ops_database SET database_id = 'aaaaaaaabbbbbbbbccccccccdddddddd'`)
    let now = Date.UTC(2026, 0, 1, 10)
    const ours = backupDeps(payload, { dir, now: () => now, keep: '2d' })
    const theirs = depsOf(other, dir, () => now)
    expect(ownFolder(theirs)).toBe(path.join(dir, 'staging-aaaaaaaa'))
    expect(ownFolder(ours)).not.toBe(ownFolder(theirs))

    expect(await scheduledSnapshot(ours)).not.toBeNull()
    // The other database has none of its own yet: one is due for it too.
    expect(await scheduledSnapshot(theirs)).not.toBeNull()
    for (let day = 1; day <= 4; day += 1) {
      now += 86_400_000
      expect(await scheduledSnapshot(ours)).not.toBeNull()
    }
    expect(listSnapshots(ownFolder(ours))).toHaveLength(2)
    expect(listSnapshots(ownFolder(theirs)).map((snapshot) => snapshot.name)).toEqual(['snapshot-20260101T100000Z'])
  })

  it('restore refuses a snapshot of another database, and changes nothing', async () => {
    const taken = await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    const other = stoppedCopy('site.db')
    run(other, `UPDATE ops_database SET database_id = 'eeeeeeeeffffffff0000000011111111'`)
    const before = fs.readFileSync(other)
    const error = await restoreSnapshot({
      source: taken.path,
      databaseFile: other,
      mediaDir: tempDir('media'),
      knownMigrations,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RestoreRefused)
    const [{ database_id: ours }] = query<{ database_id: string }>(
      databaseFile(),
      'SELECT database_id FROM ops_database',
    )
    expect((error as Error).message).toBe(
      `${path.join(taken.path, 'site.db')} is a snapshot of another database (id ${ours.slice(0, 8)}), not of ${other} ` +
        `(id eeeeeeee): restoring it would replace this site's data with another's. ` +
        `To do that on purpose (e.g. moving a site to a new machine), move ${other} away first.`,
    )
    expect(fs.readFileSync(other).equals(before)).toBe(true)
    expect(fs.readdirSync(path.dirname(other))).toEqual(['site.db'])

    // Into a place without a database (the file moved away), the same snapshot is restored.
    fs.renameSync(other, `${other}.moved`)
    await restoreSnapshot({ source: taken.path, databaseFile: other, mediaDir: tempDir('media'), knownMigrations })
    expect(query(other, 'SELECT database_id FROM ops_database')).toEqual([{ database_id: ours }])
  })
})
