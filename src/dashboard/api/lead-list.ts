'use client'

import { keepPreviousData, type QueryClient, useMutation, useQuery } from '@tanstack/react-query'

import { LEAD_SUMMARY_ROUTE, leadRoutes, type LeadSummary, type Paged } from '@/contracts/lead-inbox'
import { kindOfTab, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import { tabFromParams } from '@/dashboard/model/dashboard-tab'
import { apiSort, type LeadKind, type LeadView, originApiParams, readLeadView } from '@/dashboard/model/lead-view'
import { LEAD_STATUSES } from '@/contracts/lead-inbox'

import { downloadFile } from '../download'
import { toast } from '../ui/toast'
import { request, requestJson } from './client'
import { writeFailure } from './failures'
import { KEYS, PREFETCHED_FRESH_MS } from './query-client'

/** The collection of each table, and its routes. */
export const routesOf = (kind: LeadKind) => leadRoutes(LEAD_KIND_TABLE[kindOfTab(kind)].collection)
/** Every read of a table (its pages, its trash) is keyed under the list's URL, so one invalidation refetches them all. */
export const listKey = (kind: LeadKind) => (kind === 'assessments' ? KEYS.assessments : KEYS.inquiries)

/** The filters and sort of a view as API parameters (no paging: the export takes none). */
function filterParams(kind: LeadKind, view: LeadView): URLSearchParams {
  const params = new URLSearchParams({ sort: apiSort(kind, view.sort) })
  if (view.q.trim()) params.set('q', view.q.trim())
  if (view.status) params.set('status', view.status)
  if (view.owner) params.set('owner', view.owner)
  if (view.due) params.set('due', '1')
  if (view.awaiting) params.set('awaiting', '1')
  for (const [name, value] of originApiParams(view.origin)) params.set(name, value)
  if (kind === 'assessments') {
    if (view.revenue) params.set('revenue', view.revenue)
    if (view.minScore !== null) params.set('minScore', String(view.minScore))
  } else if (view.type) params.set('type', view.type)
  return params
}

/** The URL of one page of the view, from the leads or from their trash. */
function pageUrl(kind: LeadKind, view: LeadView): string {
  const params = filterParams(kind, view)
  params.set('page', String(view.page))
  params.set('limit', String(view.size))
  const routes = routesOf(kind)
  return `${view.trash ? routes.trash : routes.list}?${params}`
}

const pageQuery = <T>(kind: LeadKind, view: LeadView) => {
  const url = pageUrl(kind, view)
  return { queryKey: [...listKey(kind), url], queryFn: () => requestJson<Paged<T>>(url) }
}

/**
 * One page of a table, read from the server; the shown page stays on screen (dimmed) while the
 * next loads.
 */
export function useLeadPage<T>(kind: LeadKind, view: LeadView) {
  return useQuery({
    ...pageQuery<T>(kind, view),
    placeholderData: keepPreviousData,
    staleTime: PREFETCHED_FRESH_MS,
    // Read again on every mount (joining a prefetch still in flight).
    refetchOnMount: 'always',
  })
}

/**
 * Sends the request for the page the table will show for `search` (a dashboard URL's query)
 * right away, when that URL opens the kind's tab: the table asks for it only after the dashboard
 * rendered again with the new URL (or, at load, after the key check), which on a busy machine is
 * 50 ms or more later.
 */
export function prefetchLeadPage(queryClient: QueryClient, kind: LeadKind, search: string) {
  const params = new URLSearchParams(search)
  if (tabFromParams(params) !== kind) return
  void queryClient.prefetchQuery({
    ...pageQuery(kind, readLeadView(kind, params, LEAD_STATUSES)),
    staleTime: PREFETCHED_FRESH_MS,
  })
}

/** The page of whichever lead table `search` opens, prefetched (see `prefetchLeadPage`). */
export const prefetchOpenLeadPage = (queryClient: QueryClient, search: string) => {
  for (const kind of ['assessments', 'inquiries'] as const) prefetchLeadPage(queryClient, kind, search)
}

/** The four cards, counted by the database for the search and revenue filter (the trash left out). */
export function useLeadSummary(q: string, revenue: string | null) {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (revenue) params.set('revenue', revenue)
  const query = params.toString()
  return useQuery({
    queryKey: [...KEYS.leadSummary, query],
    queryFn: () => requestJson<LeadSummary>(query ? `${LEAD_SUMMARY_ROUTE}?${query}` : LEAD_SUMMARY_ROUTE),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** Every row matching the view's filters (not only the page), streamed by the server as CSV, saved under the table's file name. */
export function useExportLeads(kind: LeadKind) {
  return useMutation({
    mutationFn: async (view: LeadView) => {
      const response = await request(`${routesOf(kind).export}?${filterParams(kind, view)}`)
      downloadFile(LEAD_KIND_TABLE[kindOfTab(kind)].csvFile, await response.blob())
    },
    onError: (error) => toast({ ...writeFailure('exportLeads', error), variant: 'destructive' }),
  })
}
