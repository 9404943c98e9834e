'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  HELD_LEADS_ROUTE,
  heldLeadReleaseRoute,
  heldLeadRoute,
  type HeldLead,
  type HeldLeadList,
} from '@/contracts/held-leads'

import { toast } from '../ui/toast'
import { request, requestJson } from './client'
import { writeFailure } from './failures'

const HELD = [HELD_LEADS_ROUTE]

/** GET /api/held-leads: the first page of held submissions and how many there are. */
export const useHeldLeads = () =>
  useQuery({
    queryKey: HELD,
    queryFn: () => requestJson<HeldLeadList>(HELD_LEADS_ROUTE, { keyRequired: true }),
  })

/** Release (into the inbox: lists and cards change too) or delete one held submission. */
export function useHeldAction(action: 'release' | 'delete') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lead: HeldLead) =>
      action === 'release'
        ? request(heldLeadReleaseRoute(lead.id), { method: 'POST', keyRequired: true })
        : request(heldLeadRoute(lead.id), { method: 'DELETE', keyRequired: true }),
    onSuccess: (_, lead) => {
      toast(
        action === 'release'
          ? { title: 'Released', description: `${lead.name}'s submission is in the inbox.` }
          : { title: 'Deleted', description: `${lead.name}'s held submission was deleted.` },
      )
      // A released lead joins the lists and the cards.
      return queryClient.invalidateQueries()
    },
    onError: (error) =>
      toast({ ...writeFailure(action === 'release' ? 'releaseHeld' : 'deleteHeld', error), variant: 'destructive' }),
  })
}
