'use client'

import { useMutation } from '@tanstack/react-query'

import type { Id } from '@/lib/admin/records'

import { apiRequest } from './api'
import { useRefetchLeads } from './queries'
import { toast } from './ui/toast'

/** DELETE /api/{resource}/{id}, then the lead lists and analytics are fetched again. */
export function useDeleteLead(resource: 'assessments' | 'contact', label: string) {
  const refetchLeads = useRefetchLeads()
  return useMutation({
    mutationFn: (id: Id) => apiRequest(`/api/${resource}/${id}`, 'DELETE'),
    onSuccess: () => {
      toast({ title: `${label} deleted` })
      return refetchLeads()
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message,
        variant: 'destructive',
      }),
  })
}
