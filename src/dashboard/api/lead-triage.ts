'use client'

import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import type { LeadNote, LeadTriageInput, Paged } from '@/contracts/lead-inbox'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { toast } from '../ui/toast'
import { requestJson } from './client'
import { type Write, writeFailure } from './failures'
import { listKey, routesOf } from './lead-list'

type TriagedLead = { id: Id; status?: string | null; owner?: string | null }

const notesKey = (kind: LeadKind, id: Id): QueryKey => [routesOf(kind).notes(id)]

/** A note shown before the server has stored it (its id marks it as saving). */
const PENDING_NOTE = 'pending'
export const isPendingNote = (note: LeadNote) => String(note.id).startsWith(PENDING_NOTE)

/**
 * A write shown at once (`apply` to the cached data under `key`), undone with the failure toast
 * when the server refuses, and read again from the server either way (with `alsoRefetch`).
 */
function useOptimistic<V, D>({
  key,
  send,
  apply,
  write,
  alsoRefetch,
}: {
  key: QueryKey
  send: (vars: V) => Promise<unknown>
  apply: (data: D, vars: V) => D
  write: Write
  alsoRefetch?: (vars: V) => QueryKey
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
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        alsoRefetch && queryClient.invalidateQueries({ queryKey: alsoRefetch(vars) }),
      ]),
  })
}

/**
 * PATCH a lead's status or owner: the row shows it before the server answers; the lead's history
 * (which records the change) is read again after.
 */
export const useUpdateTriage = (kind: LeadKind) =>
  useOptimistic<{ id: Id; change: LeadTriageInput }, Paged<TriagedLead>>({
    key: listKey(kind),
    send: ({ id, change }) => requestJson(routesOf(kind).triage(id), { method: 'PATCH', body: change }),
    apply: (page, { id, change }) => ({
      ...page,
      docs: page.docs.map((lead) => (String(lead.id) === String(id) ? { ...lead, ...change } : lead)),
    }),
    write: 'updateLead',
    alsoRefetch: ({ id }) => notesKey(kind, id),
  })

/** The lead's history, oldest first (append-only): notes, status and owner changes. */
export const useLeadNotes = (kind: LeadKind, id: Id) =>
  useQuery({
    queryKey: notesKey(kind, id),
    queryFn: () => requestJson<LeadNote[]>(routesOf(kind).notes(id)),
    staleTime: 0,
    refetchOnMount: 'always',
  })

/** POST a note; it is listed at once (marked as saving) and replaced by the stored one. */
export const useAddNote = (kind: LeadKind, id: Id) =>
  useOptimistic<string, LeadNote[]>({
    key: notesKey(kind, id),
    send: (text) => requestJson(routesOf(kind).notes(id), { method: 'POST', body: { text } }),
    apply: (notes, text) => [
      ...notes,
      {
        id: `${PENDING_NOTE}-${Date.now()}`,
        type: 'note',
        text,
        from: null,
        to: null,
        author: '',
        createdAt: new Date().toISOString(),
      },
    ],
    write: 'addNote',
  })
