'use client'

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import type { LeadNote, LeadTriageInput, Paged } from '@/contracts/lead-inbox'
import { type Person, PEOPLE_ROUTE, type TimelineEntry } from '@/contracts/people'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { toast } from '../ui/toast'
import { requestJson } from './client'
import { type Write, writeFailure } from './failures'
import { listKey, routesOf } from './lead-list'
import { personKey } from './people'

type TriagedLead = {
  id: Id
  status?: string | null
  owner?: string | null
  ownerUser?: Id | { id: Id } | null
  followUpOn?: string | null
}

/** A triage change, with the new owner's name for the row (the server stores it the same way). */
export type TriageChange = { id: Id; change: LeadTriageInput; ownerName?: string | null }

/**
 * A write shown at once (`apply` to the cached data under `key`), undone with the failure toast
 * when the server refuses, and read again from the server either way (with the person's timeline).
 */
function useOptimistic<V, D>({
  key,
  send,
  apply,
  write,
}: {
  key: QueryKey
  send: (vars: V) => Promise<unknown>
  apply: (data: D, vars: V) => D
  write: Write
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueriesData<D>({ queryKey: key })
      queryClient.setQueriesData<D>({ queryKey: key }, (data) => (data === undefined ? data : apply(data, vars)))
      return { previous }
    },
    onError: (error, _vars, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data)
      toast({ ...writeFailure(write, error), variant: 'destructive' })
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        // An open person's timeline lists every change and note.
        queryClient.invalidateQueries({ queryKey: [PEOPLE_ROUTE] }),
      ]),
  })
}

/**
 * PATCH a lead's status or owner: the row shows it before the server answers; the person's
 * timeline (which records the change) is read again after.
 */
export const useUpdateTriage = (kind: LeadKind) =>
  useOptimistic<TriageChange, Paged<TriagedLead>>({
    key: listKey(kind),
    send: ({ id, change }) => requestJson(routesOf(kind).triage(id), { method: 'PATCH', body: change }),
    apply: (page, { id, change: { owner, ...change }, ownerName }) => ({
      ...page,
      docs: page.docs.map((lead) =>
        String(lead.id) === String(id)
          ? { ...lead, ...change, ...(owner !== undefined && { ownerUser: owner, owner: ownerName ?? null }) }
          : lead,
      ),
    }),
    write: 'updateLead',
  })

/** A note on the person's timeline before the server has stored it. */
export type ShownEntry = TimelineEntry & { saving?: boolean }

/** POST a note; it heads the person's timeline at once (marked as saving) and is replaced by the stored one. */
export const useAddNote = (kind: LeadKind, id: Id, email: string) =>
  useOptimistic<string, Person>({
    key: personKey(email),
    send: (text) => requestJson<LeadNote>(routesOf(kind).notes(id), { method: 'POST', body: { text } }),
    apply: (person, text) => {
      const entry: ShownEntry = {
        type: 'note',
        at: new Date().toISOString(),
        lead: { kind: kind === 'assessments' ? 'assessment' : 'inquiry', id },
        author: null,
        summary: 'Note',
        text,
        saving: true,
      }
      return { ...person, timeline: [entry, ...person.timeline] }
    },
    write: 'addNote',
  })
