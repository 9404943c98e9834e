'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'

import { toast } from '../ui/toast'
import { request } from './client'
import { type Write, writeFailure } from './failures'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { routesOf } from './lead-list'
import { KEYS } from './query-client'

/** After a lead is deleted, restored or purged: the lead lists, their AI results and the analytics are fetched again. */
function useRefetchLeads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [
        KEYS.assessments,
        KEYS.inquiries,
        KEYS.leadSummary,
        KEYS.aiPredictions,
        KEYS.messageAnalyses,
        KEYS.analytics,
        KEYS.visitorAnalytics,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}

/** A write to one lead, then its toast and the leads fetched again. */
function useLeadWrite(send: (id: Id) => Promise<unknown>, success: string, write: Write) {
  const refetchLeads = useRefetchLeads()
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast({ title: success })
      return refetchLeads()
    },
    onError: (error) => toast({ ...writeFailure(write, error), variant: 'destructive' }),
  })
}

/** The spec's delete: the lead moves to the trash ('{label} moved to trash'). */
export const useDeleteLead = (kind: LeadKind, label: string) =>
  useLeadWrite(
    (id) => request(routesOf(kind).remove(id), { method: 'DELETE' }),
    `${label} moved to trash`,
    'deleteLead',
  )

/** Back from the trash, with its AI results. */
export const useRestoreLead = (kind: LeadKind, label: string) =>
  useLeadWrite((id) => request(routesOf(kind).restore(id), { method: 'POST' }), `${label} restored`, 'restoreLead')

/** Deleted for good from the trash, with its AI results. */
export const usePurgeLead = (kind: LeadKind, label: string) =>
  useLeadWrite(
    (id) => request(routesOf(kind).deletePermanently(id), { method: 'DELETE' }),
    `${label} deleted permanently`,
    'purgeLead',
  )
