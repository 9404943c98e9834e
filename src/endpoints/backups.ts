import type { BackupStatus } from '@/contracts/backups'
import { backupLockBlocker } from '@/backups/run'
import { backupFailing, readBackupState } from '@/backups/state'
import { automaticBackups, nextAutomaticSnapshot } from '@/backups/task'

import { requireAdmin } from '@/http/auth'
import { jsonResponse, type PayloadContext } from '@/http/http'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** GET /api/backups/status (key): the automatic snapshots' last outcome, for the dashboard header. */
export async function getBackupStatus(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireAdmin(request, payload)
  const deps = automaticBackups(payload)
  if (!deps) {
    const off: BackupStatus = {
      state: 'off',
      lastSuccessAt: null,
      lastSnapshot: null,
      lastFailureAt: null,
      lastError: null,
      failures: 0,
      nextAt: null,
    }
    return jsonResponse(off)
  }
  const state = await readBackupState(deps.client)
  // A lock that blocks the backups (its holder died or is stuck) fails them even before a snapshot tries.
  const blocker = await backupLockBlocker(deps.locks, Date.now())
  const blocked = blocker && !blocker.live ? blocker.reason : null
  const status: BackupStatus = {
    state: blocked || backupFailing(state) ? 'failing' : state.lastSuccessAt ? 'ok' : 'none',
    lastSuccessAt: iso(state.lastSuccessAt),
    lastSnapshot: state.lastSnapshot,
    lastFailureAt: iso(state.lastFailureAt),
    lastError: blocked ?? state.lastError,
    failures: state.failures,
    nextAt: iso(await nextAutomaticSnapshot(deps)),
  }
  return jsonResponse(status)
}
