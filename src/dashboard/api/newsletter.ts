'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import {
  NEWSLETTER_GROWTH_ROUTE,
  NEWSLETTER_SUBSCRIBERS_CSV,
  NEWSLETTER_SUBSCRIBERS_EXPORT_ROUTE,
  NEWSLETTER_SUBSCRIBERS_ROUTE,
  type SubscriberCounts,
  type SubscriberGrowth,
  type SubscriberPage,
  type SubscriberStatus,
} from '@/contracts/newsletter'

import { downloadFile } from '@/dashboard/download'
import { toast } from '@/dashboard/ui/toast'
import { request, requestJson } from './client'
import { writeFailure } from './failures'
import { ALWAYS_REFETCHED } from './query-client'

/** The newsletter's confirmed and pending subscribers, read each time the Insights tab opens. */
export const useSubscriberCounts = () =>
  useQuery({
    queryKey: [NEWSLETTER_SUBSCRIBERS_ROUTE],
    queryFn: () => requestJson<SubscriberCounts>(NEWSLETTER_SUBSCRIBERS_ROUTE),
    ...ALWAYS_REFETCHED,
  })

export type SubscriberView = { page: number; q: string; status: SubscriberStatus | null }

const viewParams = ({ q, status }: Pick<SubscriberView, 'q' | 'status'>, page?: number) => {
  const params = new URLSearchParams()
  if (page && page > 1) params.set('page', String(page))
  if (q.trim()) params.set('q', q.trim())
  if (status) params.set('status', status)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** One page of subscribers (the previous page stays on screen while the next loads). */
export const useSubscriberPage = (view: SubscriberView) =>
  useQuery({
    queryKey: [NEWSLETTER_SUBSCRIBERS_ROUTE, 'page', view],
    queryFn: () => requestJson<SubscriberPage>(`${NEWSLETTER_SUBSCRIBERS_ROUTE}${viewParams(view, view.page)}`),
    placeholderData: keepPreviousData,
    ...ALWAYS_REFETCHED,
  })

export const useSubscriberGrowth = () =>
  useQuery({
    queryKey: [NEWSLETTER_GROWTH_ROUTE],
    queryFn: () => requestJson<SubscriberGrowth>(NEWSLETTER_GROWTH_ROUTE),
    ...ALWAYS_REFETCHED,
  })

/** Every subscriber matching the search and status, streamed by the server as CSV. */
export const useExportSubscribers = () =>
  useMutation({
    mutationFn: async (view: Pick<SubscriberView, 'q' | 'status'>) => {
      const response = await request(`${NEWSLETTER_SUBSCRIBERS_EXPORT_ROUTE}${viewParams(view)}`)
      downloadFile(NEWSLETTER_SUBSCRIBERS_CSV, await response.blob())
    },
    onError: (error) => toast({ ...writeFailure('exportSubscribers', error), variant: 'destructive' }),
  })

export function useDeleteSubscriber() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) =>
      request(`${NEWSLETTER_SUBSCRIBERS_ROUTE}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [NEWSLETTER_SUBSCRIBERS_ROUTE] }),
    onError: (error) => toast({ ...writeFailure('deleteSubscriber', error), variant: 'destructive' }),
  })
}
