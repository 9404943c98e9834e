'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/lib/admin/records'
import type { CrmStatus } from '@/leads/sync-state'

import { apiRequest } from '../api'
import { toast } from '../ui/toast'

const STATUS_KEY = ['/api/crm/status']

/** GET /api/crm/status with the key, kept fresh while the dashboard is open (deliveries run in the background). */
export const useCrmStatus = () =>
  useQuery<CrmStatus>({
    queryKey: STATUS_KEY,
    queryFn: async () => (await apiRequest('/api/crm/status', 'GET', undefined, true)).json() as Promise<CrmStatus>,
    refetchInterval: 15_000,
  })

/** POST /api/crm/retry/{kind}/{id}: the lead's failed CRM deliveries start over. */
export function useRetryCrm(kind: 'assessment' | 'inquiry') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => apiRequest(`/api/crm/retry/${kind}/${id}`, 'POST', undefined, true),
    onSuccess: () => {
      toast({ title: 'CRM sync retried', description: 'The delivery was queued again.' })
      return queryClient.invalidateQueries({ queryKey: STATUS_KEY })
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  })
}
