import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as statusRoute } from '@/app/api/backups/status/route'
import { scheduledSnapshot, snapshotNow } from '@/backups/run'
import { automaticBackups, nextAutomaticSnapshot } from '@/backups/task'
import type { BackupStatus } from '@/contracts/backups'

import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { backupDeps, tempDir } from './harness'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const status = async (key = ADMIN_KEY) => statusRoute(apiRequest('/api/backups/status', { key }), undefined as never)
const body = async () => (await (await status()).json()) as BackupStatus

describe('GET /api/backups/status', () => {
  it('needs the key', async () => {
    expect((await status('wrong')).status).toBe(401)
  })

  it('says none before the first snapshot, failing with the reason after a failure, ok after a success', async () => {
    expect(await body()).toMatchObject({ state: 'none', lastSuccessAt: null, lastError: null, failures: 0 })

    const deps = backupDeps(payload, { dir: '/dev/null/backups' })
    await expect(scheduledSnapshot(deps)).rejects.toThrow()
    const failing = await body()
    expect(failing).toMatchObject({
      state: 'failing',
      lastSuccessAt: null,
      lastError: 'Backup folder /dev/null/backups cannot be written (ENOTDIR): check BACKUP_DIR and its owner',
      failures: 1,
    })
    // The next try waits an hour after a failure.
    expect(Date.parse(failing.nextAt!) - Date.parse(failing.lastFailureAt!)).toBe(3_600_000)

    const taken = await snapshotNow(backupDeps(payload, { dir: tempDir('backups') }))
    expect(await body()).toMatchObject({ state: 'ok', lastSnapshot: taken.name, failures: 0 })
  })
})

describe('the schedule', () => {
  it('queues the next snapshot check even when BACKUP_DIR cannot be read (the check records why it fails)', async () => {
    const before = process.env.BACKUP_DIR
    process.env.BACKUP_DIR = '/dev/null/backups'
    try {
      const deps = automaticBackups(payload)!
      expect(deps.settings.dir).toBe('/dev/null/backups')
      expect((await nextAutomaticSnapshot(deps)).getTime()).toBeGreaterThan(0)
      expect((await status()).status).toBe(200)
    } finally {
      process.env.BACKUP_DIR = before
    }
  })
})
