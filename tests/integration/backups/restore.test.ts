import fs from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RestoreRefused, restoreSnapshot } from '@/backups/restore'
import { snapshotNow } from '@/backups/run'
import { sha256 } from '@/backups/sqlite-file'
import { readBackupState } from '@/backups/state'
import { NativeSqliteClient } from '@/config/native-sqlite'
import { migrations } from '@/migrations'

import { testPayload } from '../helpers'
import { makeInquiry } from '../inbox/fixtures'
import { backupDeps, databaseFile, tempDir } from './harness'

const knownMigrations = migrations.map((migration) => migration.name)

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const emailsIn = (file: string): string[] => {
  const db = new Database(file)
  try {
    return (db.prepare('SELECT email FROM contact_inquiries ORDER BY email').raw(true).all() as string[][]).map(
      ([email]) => email,
    )
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

/** A stopped server's database: a consistent copy of the live one, without the marks of running servers. */
function stoppedCopy(dir: string): string {
  const file = path.join(dir, 'site.db')
  run(databaseFile(), `VACUUM INTO '${file}'`)
  run(file, 'DELETE FROM ops_instances')
  return file
}

/** The database file and every file beside it named after it, with their checksums, to show a refusal changed nothing. */
const databaseState = async (databaseFile: string) => {
  const dir = path.dirname(databaseFile)
  const names = fs.readdirSync(dir).filter((name) => name.startsWith(path.basename(databaseFile)))
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await sha256(path.join(dir, name))] as const)),
  )
}

describe('npm run restore', () => {
  it('round trip: leads → snapshot → more leads → restore → the first set exactly; the replaced file stays beside it', async () => {
    const existing = emailsIn(databaseFile())
    const first = ['first-1@example.com', 'first-2@example.com', 'first-3@example.com']
    for (const email of first) await makeInquiry(payload, { email })
    const mediaDir = tempDir('media')
    fs.writeFileSync(path.join(mediaDir, 'logo.png'), 'logo')
    const snapshot = await snapshotNow(backupDeps(payload, { dir: tempDir('backups'), mediaDir }))
    for (const email of ['later-1@example.com', 'later-2@example.com']) await makeInquiry(payload, { email })

    const target = tempDir('restore')
    const live = stoppedCopy(target)
    const restoredMedia = tempDir('media')
    const result = await restoreSnapshot({
      source: snapshot.path,
      databaseFile: live,
      mediaDir: restoredMedia,
      knownMigrations,
    })

    expect(emailsIn(live)).toEqual([...existing, ...first].sort())
    // The restored database names the snapshot it came from as its last good backup.
    expect(await readBackupState(new NativeSqliteClient(live))).toMatchObject({
      lastSnapshot: snapshot.name,
      lastSuccessAt: snapshot.takenAt,
      failures: 0,
    })
    expect(result.replaced).toMatch(/site\.db\.replaced-\d{8}T\d{6}Z$/)
    expect(emailsIn(result.replaced!)).toContain('later-2@example.com')
    expect(fs.statSync(live).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(path.join(restoredMedia, 'logo.png'), 'utf8')).toBe('logo')
    expect(result.mediaRestored).toBe(1)
    expect(fs.readdirSync(target).filter((name) => name.includes('restoring'))).toEqual([])
  })

  it('restores a site.db file given by itself, and into a place that has no database yet', async () => {
    const snapshot = await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    const live = path.join(tempDir('restore'), 'new', 'site.db')
    const result = await restoreSnapshot({
      source: path.join(snapshot.path, 'site.db'),
      databaseFile: live,
      mediaDir: tempDir('media'),
      knownMigrations,
    })
    expect(result.replaced).toBeNull()
    expect(emailsIn(live)).toEqual(emailsIn(path.join(snapshot.path, 'site.db')))
  })

  describe('refuses, naming why, and changes nothing', () => {
    let snapshotPath = ''
    beforeAll(async () => {
      snapshotPath = (await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))).path
    })

    /** A refusal of `source` over a stopped server's database, which must stay as it was. */
    async function refused(source: string, live?: string): Promise<string> {
      const databaseFile = live ?? stoppedCopy(tempDir('restore'))
      const before = await databaseState(databaseFile)
      const error = await restoreSnapshot({ source, databaseFile, mediaDir: tempDir('media'), knownMigrations }).then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(RestoreRefused)
      const after = await databaseState(databaseFile)
      // The live database goes on changing under its server (its marks); a stopped one must not change at all.
      if (live) expect(Object.keys(after)).toEqual(Object.keys(before))
      else expect(after).toEqual(before)
      return (error as Error).message
    }

    /** A copy of the snapshot's site.db to spoil, without its checksum file unless `withChecksum`. */
    function spoiltCopy(spoil: (file: string) => void, withChecksum = false): string {
      const dir = tempDir('spoilt')
      const file = path.join(dir, 'site.db')
      fs.copyFileSync(path.join(snapshotPath, 'site.db'), file)
      if (withChecksum) fs.copyFileSync(path.join(snapshotPath, 'site.db.sha256'), `${file}.sha256`)
      spoil(file)
      return file
    }

    it('while a server uses the database (this test process is one)', async () => {
      const live = databaseFile()
      const count = emailsIn(live).length
      const message = await refused(snapshotPath, live)
      expect(message).toMatch(
        new RegExp(`^A server is using ${live} \\(server pid ${process.pid} on .*, seen \\d+ s ago\\): stop it first`),
      )
      expect(emailsIn(live)).toHaveLength(count)
    })

    it('a file that is not a SQLite database', async () => {
      const file = path.join(tempDir('notes'), 'notes.db')
      fs.writeFileSync(file, 'Leads are in the CRM.\n'.repeat(200))
      expect(await refused(file)).toBe(`${file} is not a SQLite database`)
    })

    it('a damaged snapshot, by its checksum', async () => {
      const file = spoiltCopy((copy) => {
        const fd = fs.openSync(copy, 'r+')
        fs.writeSync(fd, Buffer.alloc(64, 0x5a), 0, 64, 8192)
        fs.closeSync(fd)
      }, true)
      expect(await refused(file)).toBe(`${file} does not match its checksum in ${file}.sha256: the copy is damaged`)
    })

    it('a corrupt file without a checksum, by the integrity check', async () => {
      const file = spoiltCopy((copy) => {
        const size = fs.statSync(copy).size
        const fd = fs.openSync(copy, 'r+')
        // Garbage over every page but the first (the schema): the tables' pages no longer parse.
        for (let offset = 4096; offset < size; offset += 4096) fs.writeSync(fd, Buffer.alloc(512, 0xa5), 0, 512, offset)
        fs.closeSync(fd)
      })
      expect(await refused(file)).toMatch(new RegExp(`^${file} fails the integrity check \\(.+\\)$`))
    })

    it('a snapshot of a newer schema than the code', async () => {
      const file = spoiltCopy((copy) =>
        run(
          copy,
          `INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('20991231_000000_future', 99, '2099-12-31', '2099-12-31')`,
        ),
      )
      expect(await refused(file)).toBe(
        `${file} comes from a newer schema than this code (migration 20991231_000000_future unknown here): update the code first`,
      )
    })

    it('a SQLite database that is not this site’s', async () => {
      const file = path.join(tempDir('other'), 'other.db')
      run(file, 'CREATE TABLE notes (text TEXT)')
      expect(await refused(file)).toBe(`${file} is not this site's database (it has no payload_migrations table)`)
    })

    it('a path that does not exist', async () => {
      expect(await refused('/nonexistent/snapshot-20260101T000000Z')).toBe(
        '/nonexistent/snapshot-20260101T000000Z does not exist',
      )
    })
  })
})
