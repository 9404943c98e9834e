/**
 * GET /api/backups/status: the automatic snapshots as the dashboard header shows them. `state` is
 * `ok` (the last one succeeded), `failing` (the last attempt failed: `lastError` says why),
 * `none` (none taken yet) or `off` (MongoDB, or BACKUP_EVERY_HOURS=0). Times are ISO strings.
 */
export type BackupStatus = {
  state: 'ok' | 'failing' | 'none' | 'off'
  lastSuccessAt: string | null
  lastSnapshot: string | null
  lastFailureAt: string | null
  lastError: string | null
  /** Failed attempts since the last success. */
  failures: number
  /** When the next automatic snapshot is due. */
  nextAt: string | null
}
