'use client'

import { format } from 'date-fns'
import { AlertTriangle } from 'lucide-react'

import { useBackupStatus } from '@/dashboard/api/backups'

/** Shown only while the automatic snapshots fail: the leads are not being copied. */
export function BackupStatusLine() {
  const { data } = useBackupStatus()
  if (data?.state !== 'failing') return null
  const lastGood = data.lastSuccessAt ? format(new Date(data.lastSuccessAt), 'MMM dd, yyyy HH:mm') : 'never'
  return (
    <p role="status" className="mt-1 flex items-center gap-1.5 text-sm text-red-800">
      <AlertTriangle aria-hidden className="h-4 w-4" />
      Backup failing: {data.lastError}. Last good backup: {lastGood}.
    </p>
  )
}
