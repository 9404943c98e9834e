'use client'

import { useQuery } from '@tanstack/react-query'

import type { BackupStatus } from '@/contracts/backups'

import { requestJson } from './client'

/** GET /api/backups/status: the header's backup line, kept fresh while open (snapshots run in the background). */
export const useBackupStatus = () =>
  useQuery({
    queryKey: ['/api/backups/status'],
    queryFn: () => requestJson<BackupStatus>('/api/backups/status', { keyRequired: true }),
    refetchInterval: 15_000,
  })
