'use client'

import type { PeriodQuery } from '@/contracts/analytics'
import type { VisitorReport } from '@/analytics/model/report'
import type { AnalyticsSummary } from '@/analytics/queries/lead-summary'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apiPeriodQuery, periodSlug } from '@/dashboard/model/analytics-period'

import { requestJson } from './client'
import { KEYS } from './query-client'

/** Keys under the calls' own, so refetching the analytics after a delete covers every period. */
const periodKey = (base: readonly string[], period: PeriodQuery) => [...base, periodSlug(period)]

/** The analytics of a period; the last period's figures stay on screen while the next load. */
export const useAnalyticsSummary = (period: PeriodQuery) =>
  useQuery({
    queryKey: periodKey(KEYS.analytics, period),
    queryFn: () => requestJson<AnalyticsSummary>(`/api/analytics?${apiPeriodQuery(period)}`),
    placeholderData: keepPreviousData,
  })

export const useVisitorAnalytics = (period: PeriodQuery) =>
  useQuery({
    queryKey: periodKey(KEYS.visitorAnalytics, period),
    queryFn: () => requestJson<VisitorReport>(`/api/visitor-analytics?${apiPeriodQuery(period)}`),
    placeholderData: keepPreviousData,
  })
