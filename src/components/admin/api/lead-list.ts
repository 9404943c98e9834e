'use client'

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'

import {
  ASSESSMENTS_CSV,
  INQUIRIES_CSV,
  LEAD_SUMMARY_ROUTE,
  type LeadKindSlug,
  leadRoutes,
  type LeadSummary,
  type Paged,
} from '@/contracts/lead-inbox'
import type { Assessment, ContactInquiry } from '@/payload-types'
import { apiSort, type LeadKind, type LeadView } from '@/lib/admin/lead-view'

import { downloadFile } from '../download'
import { toast } from '../ui/toast'
import { request, requestJson } from './client'
import { writeFailure } from './failures'
import { KEYS } from './query-client'

/** The collection of each table, and its routes. */
export const LEAD_SLUG = { assessments: 'assessments', inquiries: 'contact-inquiries' } as const satisfies Record<
  LeadKind,
  LeadKindSlug
>
export const routesOf = (kind: LeadKind) => leadRoutes(LEAD_SLUG[kind])
/** Every read of a table (its pages, its trash) is keyed under the list's URL, so one invalidation refetches them all. */
export const listKey = (kind: LeadKind) => (kind === 'assessments' ? KEYS.assessments : KEYS.inquiries)

/** The filters and sort of a view as API parameters (no paging: the export takes none). */
function filterParams(kind: LeadKind, view: LeadView): URLSearchParams {
  const params = new URLSearchParams({ sort: apiSort(kind, view.sort) })
  if (view.q.trim()) params.set('q', view.q.trim())
  if (view.status) params.set('status', view.status)
  if (kind === 'assessments') {
    if (view.revenue) params.set('revenue', view.revenue)
    if (view.minScore !== null) params.set('minScore', String(view.minScore))
  } else if (view.type) params.set('type', view.type)
  return params
}

/** The URL of one page of the view, from the leads or from their trash. */
export function pageUrl(kind: LeadKind, view: LeadView): string {
  const params = filterParams(kind, view)
  params.set('page', String(view.page))
  params.set('limit', String(view.size))
  const routes = routesOf(kind)
  return `${view.trash ? routes.trash : routes.list}?${params}`
}

/**
 * One page of a table, read from the server; the shown page stays on screen (dimmed) while the
 * next loads.
 */
function useLeadPage<T>(kind: LeadKind, view: LeadView) {
  const url = pageUrl(kind, view)
  return useQuery({
    queryKey: [...listKey(kind), url],
    queryFn: () => requestJson<Paged<T>>(url),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

export const useAssessmentPage = (view: LeadView) => useLeadPage<Assessment>('assessments', view)
export const useInquiryPage = (view: LeadView) => useLeadPage<ContactInquiry>('inquiries', view)

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
      downloadFile(kind === 'assessments' ? ASSESSMENTS_CSV : INQUIRIES_CSV, await response.blob())
    },
    onError: (error) => toast({ ...writeFailure('exportLeads', error), variant: 'destructive' }),
  })
}
