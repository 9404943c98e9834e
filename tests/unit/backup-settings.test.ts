import { describe, expect, it } from 'vitest'

import { backupLine } from '@/backups/banner'
import { backupSettings, backupSources } from '@/backups/settings'

describe('backup settings', () => {
  it('default to daily snapshots in backups/ beside the SQLite file, 7 daily and 4 weekly kept', () => {
    expect(backupSettings({ DATABASE_URI: 'file:/var/lib/keystone/site.db' })).toEqual({
      dir: '/var/lib/keystone/backups',
      everyHours: 24,
      keep: { d: 7, w: 4 },
      command: null,
    })
  })

  it('read BACKUP_DIR, BACKUP_EVERY_HOURS (0 is off), BACKUP_KEEP and BACKUP_COMMAND', () => {
    const env = {
      DATABASE_URI: 'file:/var/lib/keystone/site.db',
      BACKUP_DIR: '/mnt/backups',
      BACKUP_EVERY_HOURS: '0',
      BACKUP_KEEP: '24h,12m',
      BACKUP_COMMAND: ' rclone copy "$1" offsite: ',
    }
    expect(backupSettings(env)).toEqual({
      dir: '/mnt/backups',
      everyHours: 0,
      keep: { h: 24, m: 12 },
      command: 'rclone copy "$1" offsite:',
    })
  })

  it('refuse bad values with one message naming each', () => {
    expect(() => backupSettings({ BACKUP_EVERY_HOURS: 'daily', BACKUP_KEEP: '7' })).toThrow(
      'BACKUP_EVERY_HOURS must be a number of hours (0 turns automatic snapshots off), not "daily"; ' +
        'BACKUP_KEEP must be counts per period such as "7d,4w" (h, d, w or m, each once), not "7"',
    )
    expect(() => backupSettings({ BACKUP_EVERY_HOURS: '-1' })).toThrow(/^BACKUP_EVERY_HOURS must be/)
  })

  it('have nothing to copy on MongoDB', () => {
    expect(backupSources({ DATABASE_URI: 'mongodb://db/site' })).toBeNull()
    expect(backupSources({ DATABASE_URI: 'file:/srv/site.db', MEDIA_DIR: '/srv/media' })).toEqual({
      databaseFile: '/srv/site.db',
      mediaDir: '/srv/media',
    })
  })
})

describe('the startup banner’s backup line', () => {
  const settings = { dir: '/dev/null/backups', everyHours: 24, keep: { d: 7 }, command: null }
  // A database not created yet has no id: its snapshots go to a folder named after its file.
  const databaseFile = '/nonexistent/site.db'

  it('says when the backup folder cannot be read, without stopping the server', () => {
    expect(backupLine(settings, { databaseFile, takesSnapshots: true })).toBe(
      '/dev/null/backups/site cannot be read (ENOTDIR): check BACKUP_DIR',
    )
  })

  it('says the first snapshot comes within a minute, or that MongoDB has none', () => {
    const fresh = { ...settings, dir: '/nonexistent/backups' }
    expect(backupLine(fresh, { databaseFile, takesSnapshots: true })).toBe(
      '/nonexistent/backups/site, next snapshot within a minute (none yet), every 24 h',
    )
    expect(backupLine(fresh, { databaseFile, takesSnapshots: false })).toMatch(/\(taken by npm run worker\)$/)
    expect(backupLine(fresh, { databaseFile: null, takesSnapshots: true })).toBe(
      "none automatic: snapshots are SQLite's; use mongodump (docs/operations.md)",
    )
  })
})
