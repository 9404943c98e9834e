/**
 * Which snapshots a rotation keeps, e.g. BACKUP_KEEP=7d,4w: the newest snapshot of each of the
 * last 7 days that have one and of each of the last 4 weeks that have one (as restic's
 * --keep-daily/--keep-weekly). Periods are UTC hours, days, ISO weeks (Monday first) and months.
 */
type KeepUnit = 'h' | 'd' | 'w' | 'm'
export type KeepPolicy = Partial<Record<KeepUnit, number>>

export const DEFAULT_KEEP = '7d,4w'

const DAY_MS = 86_400_000

/** The period a moment falls in, as a key that is equal for two moments of the same period. */
function periodOf(unit: KeepUnit, at: Date): string {
  const iso = at.toISOString()
  if (unit === 'h') return iso.slice(0, 13)
  if (unit === 'd') return iso.slice(0, 10)
  if (unit === 'm') return iso.slice(0, 7)
  // The Monday that starts the moment's week.
  const day = Math.floor(at.getTime() / DAY_MS)
  const monday = day - ((new Date(day * DAY_MS).getUTCDay() + 6) % 7)
  return new Date(monday * DAY_MS).toISOString().slice(0, 10)
}

/** Parses "7d,4w" (counts of h, d, w, m); throws a message naming the setting when it is not one. */
export function parseKeep(value: string, setting = 'BACKUP_KEEP'): KeepPolicy {
  const policy: KeepPolicy = {}
  for (const part of value.split(',').map((item) => item.trim())) {
    const match = /^(\d{1,4})([hdwm])$/.exec(part)
    if (!match || Number(match[1]) < 1 || policy[match[2] as KeepUnit] !== undefined)
      throw new Error(`${setting} must be counts per period such as "7d,4w" (h, d, w or m, each once), not "${value}"`)
    policy[match[2] as KeepUnit] = Number(match[1])
  }
  return policy
}

/**
 * The snapshots (by time) a rotation deletes: all but the newest of each period kept by the
 * policy; the newest snapshot is always kept.
 */
export function snapshotsToDelete(times: Date[], policy: KeepPolicy): Date[] {
  const newestFirst = [...times].sort((a, b) => b.getTime() - a.getTime())
  const kept = new Set<Date>(newestFirst.slice(0, 1))
  for (const [unit, count] of Object.entries(policy) as [KeepUnit, number][]) {
    const periods = new Set<string>()
    for (const time of newestFirst) {
      const period = periodOf(unit, time)
      if (periods.has(period)) continue
      if (periods.size === count) break
      periods.add(period)
      kept.add(time)
    }
  }
  return newestFirst.filter((time) => !kept.has(time))
}
