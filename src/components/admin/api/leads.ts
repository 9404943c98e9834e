'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'

import { toast } from '../ui/toast'
import { request } from './client'
import { writeFailure } from './failures'
import { KEYS } from './query-client'

/** After deleting a lead: the lead lists, their AI results and the analytics are fetched again. */
function useRefetchLeads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [
        KEYS.assessments,
        KEYS.inquiries,
        KEYS.aiPredictions,
        KEYS.messageAnalyses,
        KEYS.analytics,
        KEYS.visitorAnalytics,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

/** DELETE /api/{resource}/{id} with '{label} deleted', then the leads are fetched again. */
export function useDeleteLead(resource: 'assessments' | 'contact', label: string) {
  const refetchLeads = useRefetchLeads()
  return useMutation({
    mutationFn: (id: Id) => request(`/api/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ title: `${label} deleted` })
      return refetchLeads()
    },
    onError: (error) => toast({ ...writeFailure('deleteLead', error), variant: 'destructive' }),
  })
}
