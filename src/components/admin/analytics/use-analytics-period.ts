'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'

import type { AnalyticsSummary } from '@/contracts/analytics'
import { apiPeriodQuery, periodFromSearch, periodSlug, searchWithPeriod } from '@/lib/admin/analytics-period'
import { DEFAULT_RANGE, type PeriodQuery } from '@/lib/analytics/period'
import type { VisitorReport } from '@/lib/analytics/report'

import { apiRequest } from '../api'
import { KEYS } from '../queries'

/** The period chosen in the URL; choosing one pushes a history entry, so Back returns to the last. */
export function useAnalyticsPeriod(): [PeriodQuery, (period: PeriodQuery) => void] {
  const [period, setPeriod] = useState<PeriodQuery>(() =>
    typeof window === 'undefined' ? { range: DEFAULT_RANGE } : periodFromSearch(window.location.search),
  )
  useEffect(() => {
    const follow = () => setPeriod(periodFromSearch(window.location.search))
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const choose = useCallback((next: PeriodQuery) => {
    const { pathname, search, hash } = window.location
    window.history.pushState(window.history.state, '', `${pathname}?${searchWithPeriod(search, next)}${hash}`)
    setPeriod(next)
  }, [])
  return [period, choose]
}

const getJson = async <T,>(url: string): Promise<T> => (await apiRequest(url)).json() as Promise<T>

/** Both analytics calls for a period; the previous period's figures stay on screen while the next load. */
export function useAnalyticsReports(period: PeriodQuery) {
  const query = apiPeriodQuery(period)
  const slug = periodSlug(period)
  const visitors = useQuery({
    queryKey: [...KEYS.visitorAnalytics, slug],
    queryFn: () => getJson<VisitorReport>(`/api/visitor-analytics?${query}`),
    placeholderData: keepPreviousData,
  })
  const summary = useQuery({
    queryKey: [...KEYS.analytics, slug],
    queryFn: () => getJson<AnalyticsSummary>(`/api/analytics?${query}`),
    placeholderData: keepPreviousData,
  })
  return { visitors, summary }
}
