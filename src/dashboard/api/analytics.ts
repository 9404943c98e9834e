'use client'

import type { PeriodQuery, ReportFilters } from '@/contracts/analytics'
import type { VisitorReport } from '@/contracts/analytics-answers'
import type { InsightFiguresReport } from '@/contracts/analytics-answers'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import type { LiveReport } from '@/contracts/analytics-answers'
import type { ConversionsReport } from '@/contracts/analytics-saved'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apiReportQuery, reportSlug } from '@/dashboard/model/analytics-filters'

import { requestJson } from './client'
import { KEYS } from './query-client'

/** Keys under the calls' own, so refetching the analytics after a delete covers every period and filter. */
const reportKey = (base: readonly string[], period: PeriodQuery, filters: ReportFilters) => [
  ...base,
  reportSlug(period, filters),
]

/** The analytics of a period; the last period's figures stay on screen while the next load. */
export const useAnalyticsSummary = (period: PeriodQuery, filters: ReportFilters) =>
  useQuery({
    queryKey: reportKey(KEYS.analytics, period, filters),
    queryFn: () => requestJson<AnalyticsSummary>(`/api/analytics?${apiReportQuery(period, filters)}`),
    placeholderData: keepPreviousData,
  })

export const useVisitorAnalytics = (period: PeriodQuery, filters: ReportFilters) =>
  useQuery({
    queryKey: reportKey(KEYS.visitorAnalytics, period, filters),
    queryFn: () => requestJson<VisitorReport>(`/api/visitor-analytics?${apiReportQuery(period, filters)}`),
    placeholderData: keepPreviousData,
  })

/** How often the Live card asks again while the Analytics tab is open (and the window visible). */
const LIVE_REFRESH_MS = 5000

export const useLiveVisitors = () =>
  useQuery({
    queryKey: [...KEYS.visitorAnalytics, 'live'],
    queryFn: () => requestJson<LiveReport>('/api/visitor-analytics/live'),
    refetchInterval: LIVE_REFRESH_MS,
    placeholderData: keepPreviousData,
  })

/** Per insight: visitors, entries and the leads whose visit entered on it, in a period. */
export const useInsightFigures = (period: PeriodQuery) =>
  useQuery({
    queryKey: reportKey(KEYS.analytics, period, {}).concat('insights'),
    queryFn: () => requestJson<InsightFiguresReport>(`/api/analytics/insights?${apiReportQuery(period, {})}`),
    placeholderData: keepPreviousData,
  })

/** The custom goals and funnels of a period and its filters (apart from the report, which never waits for them). */
export const useConversions = (period: PeriodQuery, filters: ReportFilters) =>
  useQuery({
    queryKey: reportKey(KEYS.visitorAnalytics, period, filters).concat('conversions'),
    queryFn: () =>
      requestJson<ConversionsReport>(`/api/visitor-analytics/conversions?${apiReportQuery(period, filters)}`),
    placeholderData: keepPreviousData,
  })
