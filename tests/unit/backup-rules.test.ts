import { describe, expect, it } from 'vitest'

import { parseKeep, snapshotsToDelete } from '@/lib/backup-rotation'
import { nextSnapshotAt, snapshotDue, snapshotName, snapshotTime } from '@/lib/backup-schedule'

const HOUR = 3_600_000
const at = (iso: string) => new Date(iso)

describe('BACKUP_KEEP', () => {
  it('reads counts per period', () => {
    expect(parseKeep('7d,4w')).toEqual({ d: 7, w: 4 })
    expect(parseKeep(' 24h , 12m ')).toEqual({ h: 24, m: 12 })
  })

  it('refuses anything else, naming the setting', () => {
    for (const bad of ['', '7', 'd7', '7x', '0d', '7d,3d', '7 daily']) {
      expect(() => parseKeep(bad)).toThrow(/^BACKUP_KEEP must be counts per period such as "7d,4w"/)
    }
  })
})

describe('rotation', () => {
  it('keeps the newest of each of the last 7 days and 4 ISO weeks (Monday first)', () => {
    // Daily at 10:00 from Saturday 20 December 2025 to Wednesday 28 January 2026, twice on the last day.
    const times = Array.from({ length: 40 }, (_, day) => new Date(Date.UTC(2025, 11, 20 + day, 10)))
    const lastMorning = at('2026-01-28T06:00:00Z')
    const deleted = new Set(snapshotsToDelete([...times, lastMorning], { d: 7, w: 4 }))
    const kept = [...times, lastMorning].filter((time) => !deleted.has(time)).map((time) => time.toISOString())
    expect(kept.sort()).toEqual([
      '2026-01-11T10:00:00.000Z',
      '2026-01-18T10:00:00.000Z',
      '2026-01-22T10:00:00.000Z',
      '2026-01-23T10:00:00.000Z',
      '2026-01-24T10:00:00.000Z',
      '2026-01-25T10:00:00.000Z',
      '2026-01-26T10:00:00.000Z',
      '2026-01-27T10:00:00.000Z',
      '2026-01-28T10:00:00.000Z',
    ])
  })

  it('always keeps the newest snapshot, and deletes nothing it was not given', () => {
    expect(snapshotsToDelete([], { d: 1 })).toEqual([])
    const one = at('2026-01-01T00:00:00Z')
    expect(snapshotsToDelete([one], {})).toEqual([])
  })
})

describe('schedule', () => {
  it('names a snapshot after its UTC second and reads the time back', () => {
    const time = at('2026-05-01T10:02:03.456Z')
    expect(snapshotName(time)).toBe('snapshot-20260501T100203Z')
    expect(snapshotTime('snapshot-20260501T100203Z')).toEqual(at('2026-05-01T10:02:03Z'))
    expect(snapshotTime('snapshot-20260501T100203Z-2')).toEqual(at('2026-05-01T10:02:03Z'))
    expect(snapshotTime('.snapshot-20260501T100203Z.partial')).toBeNull()
    expect(snapshotTime('notes.txt')).toBeNull()
  })

  it('takes the first snapshot at once, then every BACKUP_EVERY_HOURS after the newest', () => {
    const now = Date.parse('2026-05-02T09:00:00Z')
    expect(nextSnapshotAt({ newest: null, lastFailureAt: null, everyHours: 24 }, now)).toEqual(new Date(now))
    const newest = at('2026-05-01T10:00:00Z')
    expect(nextSnapshotAt({ newest, lastFailureAt: null, everyHours: 24 }, now)).toEqual(at('2026-05-02T10:00:00Z'))
    expect(nextSnapshotAt({ newest, lastFailureAt: null, everyHours: 6 }, now)).toEqual(new Date(now))
    expect(snapshotDue(newest, 24, now)).toBe(false)
    expect(snapshotDue(newest, 24, newest.getTime() + 24 * HOUR)).toBe(true)
    expect(snapshotDue(null, 24, now)).toBe(true)
  })

  it('tries again an hour after a failure, not at once', () => {
    const now = Date.parse('2026-05-02T09:00:00Z')
    const lastFailureAt = at('2026-05-02T08:30:00Z')
    expect(nextSnapshotAt({ newest: null, lastFailureAt, everyHours: 24 }, now)).toEqual(at('2026-05-02T09:30:00Z'))
    // A failure older than the newest snapshot no longer counts.
    const newest = at('2026-05-02T08:45:00Z')
    expect(nextSnapshotAt({ newest, lastFailureAt, everyHours: 1 }, now)).toEqual(at('2026-05-02T09:45:00Z'))
  })
})
