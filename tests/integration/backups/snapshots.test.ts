import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import Database from 'libsql'
import { beforeAll, describe, expect, it } from 'vitest'

import { BACKUP_LOCK, ownFolder, scheduledSnapshot, snapshotNow } from '@/backups/run'
import { listSnapshots } from '@/backups/snapshot'
import { sha256 } from '@/backups/sqlite-file'
import { backupFailing, readBackupState } from '@/backups/state'
import { NativeSqliteClient } from '@/config/native-sqlite'
import type { Payload } from 'payload'
import { sqliteSharedState } from '@/shared-state/sqlite'

import { testPayload } from '../helpers'
import { makeInquiry } from '../inbox/fixtures'
import { backupDeps, databaseFile, tempDir } from './harness'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const emailsIn = (file: string): string[] => {
  const db = new Database(file)
  try {
    return (db.prepare('SELECT email FROM contact_inquiries ORDER BY id').raw(true).all() as string[][]).map(([e]) => e)
  } finally {
    db.close()
  }
}

/**
 * Another process writing leads into the same file as fast as it can (copies of a stored lead,
 * one commit each), printing each one's e-mail once committed.
 */
function leadWriter(file: string, templateId: number) {
  const code = `
    const Database = require('libsql')
    const db = new Database(process.argv[1])
    db.exec('PRAGMA busy_timeout = 10000')
    const columns = db.prepare('PRAGMA table_info(contact_inquiries)').all().map((c) => c.name).filter((n) => n !== 'id' && n !== 'email')
    const insert = db.prepare('INSERT INTO contact_inquiries (' + columns.join(',') + ', email) SELECT ' + columns.join(',') + ', ? FROM contact_inquiries WHERE id = ?')
    let n = 0
    const next = () => { n += 1; insert.run('writer-' + n + '@example.com', Number(process.argv[2])); process.stdout.write(n + '\\n'); setImmediate(next) }
    next()`
  const child = spawn(process.execPath, ['-e', code, file, String(templateId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let committed = 0
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().trim().split('\n')
    committed = Number(lines[lines.length - 1])
  })
  return {
    committed: () => committed,
    stop: () => new Promise<void>((resolve) => (child.kill(), child.once('exit', () => resolve()))),
  }
}

const waitFor = async (condition: () => boolean) => {
  const until = Date.now() + 20_000
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('an automatic snapshot', () => {
  it('taken while leads are written holds every lead committed before it started, and passes the integrity check', async () => {
    const before = await Promise.all(
      Array.from({ length: 20 }, (_, index) => makeInquiry(payload, { email: `before-${index}@example.com` })),
    )
    const writer = leadWriter(databaseFile(), Number(before[0].id))
    const deps = backupDeps(payload, { dir: tempDir('backups') })
    try {
      await waitFor(() => writer.committed() >= 50)
      const committedBefore = writer.committed()
      const taken = await scheduledSnapshot(deps)
      await waitFor(() => writer.committed() >= committedBefore + 50)
      expect(taken).not.toBeNull()
      const copy = path.join(taken!.path, 'site.db')
      const emails = new Set(emailsIn(copy))
      for (const lead of before) expect(emails).toContain(lead.email)
      for (let n = 1; n <= committedBefore; n += 1) expect(emails).toContain(`writer-${n}@example.com`)
      // The writer went on during and after the snapshot; those later leads are in the live file only.
      expect(emailsIn(databaseFile()).length).toBeGreaterThan(emails.size)

      const db = new Database(copy)
      expect(db.prepare('PRAGMA integrity_check').raw(true).all()).toEqual([['ok']])
      db.close()
      const checksum = fs.readFileSync(`${copy}.sha256`, 'utf8')
      expect(checksum).toBe(`${await sha256(copy)}  site.db\n`)
      expect(fs.statSync(copy).mode & 0o777).toBe(0o600)
      expect(fs.statSync(`${copy}.sha256`).mode & 0o777).toBe(0o600)
      expect(fs.statSync(taken!.path).mode & 0o777).toBe(0o700)
      expect(fs.statSync(deps.settings.dir).mode & 0o777).toBe(0o700)
      expect(deps.logged.info.join('\n')).toMatch(/Backup .*snapshot-\d{8}T\d{6}Z taken \(.* MB, integrity ok/)
    } finally {
      await writer.stop()
    }
  })

  it('copies the media files changed since the last snapshot and links the others', async () => {
    const mediaDir = tempDir('media')
    fs.mkdirSync(path.join(mediaDir, 'photos'))
    fs.writeFileSync(path.join(mediaDir, 'logo.png'), 'logo')
    fs.writeFileSync(path.join(mediaDir, 'photos', 'ada.jpg'), 'ada')
    let now = Date.parse('2026-03-01T10:00:00Z')
    const deps = backupDeps(payload, { dir: tempDir('backups'), mediaDir, now: () => now })
    const first = await snapshotNow(deps)
    expect(first.media).toEqual({ files: 2, copied: 2, linked: 0 })

    fs.writeFileSync(path.join(mediaDir, 'photos', 'ada.jpg'), 'ada, cropped')
    fs.utimesSync(path.join(mediaDir, 'photos', 'ada.jpg'), new Date(), new Date(Date.now() + 5000))
    // A day later: the rotation keeps one snapshot a day.
    now += 86_400_000
    const second = await snapshotNow(deps)
    expect(second.media).toEqual({ files: 2, copied: 1, linked: 1 })
    const inode = (snapshot: { path: string }, file: string) => fs.statSync(path.join(snapshot.path, 'media', file)).ino
    expect(inode(second, 'logo.png')).toBe(inode(first, 'logo.png'))
    expect(fs.readFileSync(path.join(second.path, 'media', 'photos', 'ada.jpg'), 'utf8')).toBe('ada, cropped')
    expect(fs.readFileSync(path.join(first.path, 'media', 'photos', 'ada.jpg'), 'utf8')).toBe('ada')
    expect(fs.statSync(path.join(second.path, 'media', 'photos', 'ada.jpg')).mode & 0o777).toBe(0o600)
  })

  it('rotation keeps exactly 7 daily and 4 weekly snapshots across 40 simulated days', async () => {
    let now = 0
    const deps = backupDeps(payload, { dir: tempDir('backups'), now: () => now })
    for (let day = 0; day < 40; day += 1) {
      now = Date.UTC(2025, 11, 20 + day, 10)
      expect(await scheduledSnapshot(deps)).not.toBeNull()
      // Checked again later that day: none is due yet.
      now += 5 * 3_600_000
      expect(await scheduledSnapshot(deps)).toBeNull()
    }
    expect(listSnapshots(ownFolder(deps)).map((snapshot) => snapshot.name)).toEqual([
      'snapshot-20260128T100000Z',
      'snapshot-20260127T100000Z',
      'snapshot-20260126T100000Z',
      'snapshot-20260125T100000Z',
      'snapshot-20260124T100000Z',
      'snapshot-20260123T100000Z',
      'snapshot-20260122T100000Z',
      'snapshot-20260118T100000Z',
      'snapshot-20260111T100000Z',
    ])
    const state = await readBackupState(deps.client)
    expect(state.lastSnapshot).toBe('snapshot-20260128T100000Z')
    expect(backupFailing(state)).toBe(false)
  })

  it('two instances woken together take one snapshot, not two', async () => {
    const dir = tempDir('backups')
    const first = backupDeps(payload, { dir })
    // The second instance: its own connection to the same file, and its own lock store on it.
    const client = new NativeSqliteClient(databaseFile())
    const second = { ...backupDeps(payload, { dir }), client, locks: sqliteSharedState(client).locks }
    const results = await Promise.all([scheduledSnapshot(first), scheduledSnapshot(second), scheduledSnapshot(first)])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(listSnapshots(ownFolder(first))).toHaveLength(1)
    expect(await scheduledSnapshot(second)).toBeNull()
    expect(listSnapshots(ownFolder(first))).toHaveLength(1)
  })

  it('leaves the work to the instance holding the lock', async () => {
    const deps = backupDeps(payload, { dir: tempDir('backups') })
    const owner = JSON.stringify({
      by: 'scheduled snapshot (server)',
      pid: process.pid,
      host: 'app-2',
      since: Date.now(),
    })
    await deps.locks.acquire(BACKUP_LOCK, owner, 60_000, Date.now())
    try {
      expect(await scheduledSnapshot(deps)).toBeNull()
      expect(listSnapshots(ownFolder(deps))).toEqual([])
      expect(backupFailing(await readBackupState(deps.client))).toBe(false)
    } finally {
      await deps.locks.release(BACKUP_LOCK, owner)
    }
  })

  it('stops with a clear error when BACKUP_DIR cannot be written, and records the failure', async () => {
    const file = path.join(tempDir('backups'), 'a-file')
    fs.writeFileSync(file, '')
    const deps = backupDeps(payload, { dir: path.join(file, 'backups') })
    await expect(scheduledSnapshot(deps)).rejects.toThrow(
      `Backup folder ${path.join(file, 'backups')} cannot be written (ENOTDIR): check BACKUP_DIR and its owner`,
    )
    expect(deps.logged.error).toEqual([expect.stringMatching(/^Backup failed: Backup folder .* cannot be written/)])
    const state = await readBackupState(deps.client)
    expect(backupFailing(state)).toBe(true)
    expect(state.lastError).toMatch(/cannot be written \(ENOTDIR\)/)

    // The next good snapshot clears it.
    await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    expect(backupFailing(await readBackupState(deps.client))).toBe(false)
  })

  it('runs BACKUP_COMMAND with the snapshot folder, and counts its failure', async () => {
    const out = path.join(tempDir('command'), 'seen.txt')
    const deps = backupDeps(payload, { dir: tempDir('backups'), command: `echo "$1 $BACKUP_PATH" > ${out}` })
    const taken = await snapshotNow(deps)
    expect(fs.readFileSync(out, 'utf8')).toBe(`${taken.path} ${taken.path}\n`)

    const failing = backupDeps(payload, {
      dir: tempDir('backups'),
      command: 'echo "remote: access denied" >&2; exit 3',
    })
    await expect(scheduledSnapshot(failing)).rejects.toThrow('BACKUP_COMMAND exited with 3: remote: access denied')
    // The snapshot itself is kept, and the retry runs only the command again.
    expect(listSnapshots(ownFolder(failing))).toHaveLength(1)
    const state = await readBackupState(failing.client)
    expect(state.lastError).toBe('BACKUP_COMMAND exited with 3: remote: access denied')
    expect(backupFailing(state)).toBe(true)
    await expect(scheduledSnapshot(failing)).rejects.toThrow('BACKUP_COMMAND exited with 3')
    expect(listSnapshots(ownFolder(failing))).toHaveLength(1)

    // The remote is back: the retry sends the same snapshot and the backups are no longer failing.
    failing.settings.command = `echo "$1" > ${out}`
    expect(await scheduledSnapshot(failing)).toBeNull()
    expect(fs.readFileSync(out, 'utf8')).toBe(`${listSnapshots(ownFolder(failing))[0].path}\n`)
    expect(backupFailing(await readBackupState(failing.client))).toBe(false)
  })
})
