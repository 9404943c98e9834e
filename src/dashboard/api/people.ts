'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import {
  type LeadReplyAnswer,
  type LeadReplyInput,
  REPLY_TEMPLATES_ROUTE,
  type ReplyTemplatesAnswer,
} from '@/contracts/lead-replies'
import { type Person, PEOPLE_ROUTE, personRoute } from '@/contracts/people'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { toast } from '../ui/toast'
import { requestJson } from './client'
import { writeFailure } from './failures'
import { routesOf } from './lead-list'

/** Every person read is keyed under the route, so a write to any lead refreshes an open one. */
export const personKey = (email: string) => [PEOPLE_ROUTE, email.trim().toLowerCase()]

/** Everyone who used the address: their leads and timeline (newest first). */
export const usePerson = (email: string) =>
  useQuery({
    queryKey: personKey(email),
    queryFn: () => requestJson<Person>(personRoute(email)),
    staleTime: 0,
    refetchOnMount: 'always',
  })

/** The CMS's reply templates (and the firm's name for `{firm}`). */
export const useReplyTemplates = () =>
  useQuery({
    queryKey: [REPLY_TEMPLATES_ROUTE],
    queryFn: () => requestJson<ReplyTemplatesAnswer>(REPLY_TEMPLATES_ROUTE),
    staleTime: 60_000,
  })

/** POST a reply; the person's timeline is read again once the server has queued it. */
export function useSendReply(kind: LeadKind, id: Id, email: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reply: LeadReplyInput) =>
      requestJson<LeadReplyAnswer>(routesOf(kind).reply(id), { method: 'POST', body: reply }),
    onSuccess: () => toast({ title: 'Reply queued', description: `It is being sent to ${email}.` }),
    onError: (error) => toast({ ...writeFailure('sendReply', error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personKey(email) }),
  })
}
