/**
 * When snapshots are taken: the first shortly after start, then every BACKUP_EVERY_HOURS after
 * the newest; after a failed one, again an hour later at the soonest (its own retries come first).
 * A snapshot is a folder named after the UTC second it started: snapshot-20260501T100000Z.
 */
const HOUR_MS = 3_600_000
/** Another try after a failed snapshot (and its quick retries) waits at most this long. */
const RETRY_AFTER_FAILURE_MS = HOUR_MS

const NAME = /^snapshot-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?$/

export const snapshotName = (at: Date): string =>
  `snapshot-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}`

/** The time a snapshot folder's name says it was taken; null for anything else. */
export function snapshotTime(name: string): Date | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, year, month, day, hour, minute, second] = match
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
}

/** Whether a snapshot is due now: none yet, or the newest is `everyHours` old. */
export const snapshotDue = (newest: Date | null, everyHours: number, now: number): boolean =>
  newest === null || now - newest.getTime() >= everyHours * HOUR_MS

/** When the next snapshot should start (never before `now`). */
export function nextSnapshotAt(
  { newest, lastFailureAt, everyHours }: { newest: Date | null; lastFailureAt: Date | null; everyHours: number },
  now: number,
): Date {
  let due = newest === null ? now : newest.getTime() + everyHours * HOUR_MS
  if (lastFailureAt && (newest === null || lastFailureAt > newest))
    due = Math.max(due, lastFailureAt.getTime() + Math.min(everyHours * HOUR_MS, RETRY_AFTER_FAILURE_MS))
  return new Date(Math.max(due, now))
}
