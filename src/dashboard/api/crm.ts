'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import type { CrmStatus } from '@/contracts/crm-status'

import { toast } from '../ui/toast'
import { request, requestJson } from './client'
import { writeFailure } from './failures'

const CRM_STATUS = ['/api/crm/status']

/** GET /api/crm/status: the header's CRM line and each lead's sync state, kept fresh while open (deliveries run in the background). */
export const useCrmStatus = () =>
  useQuery({
    queryKey: CRM_STATUS,
    queryFn: () => requestJson<CrmStatus>('/api/crm/status', { keyRequired: true }),
    refetchInterval: 15_000,
  })

/** POST /api/crm/retry/{kind}/{id}: the lead's failed CRM deliveries start over. */
export function useRetryCrm(kind: 'assessment' | 'inquiry') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => request(`/api/crm/retry/${kind}/${id}`, { method: 'POST', keyRequired: true }),
    onSuccess: () => {
      toast({ title: 'CRM sync retried', description: 'The delivery was queued again.' })
      return queryClient.invalidateQueries({ queryKey: CRM_STATUS })
    },
    onError: (error) => toast({ ...writeFailure('retryCrm', error), variant: 'destructive' }),
  })
}
