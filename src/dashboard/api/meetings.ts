'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { MEETINGS_ROUTE, type MeetingsAnswer, type MeetingView } from '@/contracts/meetings'
import { PEOPLE_ROUTE } from '@/contracts/people'

import { toast } from '../ui/toast'
import { requestJson } from './client'

/** Upcoming meetings (and the last 30 days'), with the calendar feeds that fail. */
export const useMeetings = () =>
  useQuery({
    queryKey: [MEETINGS_ROUTE],
    queryFn: () => requestJson<MeetingsAnswer>(MEETINGS_ROUTE),
    staleTime: 30_000,
  })

/** Marks a meeting whose time has come as held or a no-show; the list and any open person are read again. */
export function useMeetingStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: MeetingView['id']; status: 'held' | 'no_show' }) =>
      requestJson<MeetingView>(`${MEETINGS_ROUTE}/${encodeURIComponent(String(id))}`, {
        method: 'PATCH',
        body: { status },
      }),
    onError: (error) => toast({ title: 'Status not saved', description: error.message, variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MEETINGS_ROUTE] }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_ROUTE] }),
      ]),
  })
}
