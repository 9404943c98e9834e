'use client'

import type { PeriodQuery } from '@/contracts/analytics'
import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import { periodFromSearch, searchWithPeriod } from '@/dashboard/model/analytics-period'

/**
 * The Analytics tab's period lives in the URL (`/admin?tab=analytics&range=7d`), beside the tab:
 * a reload or a shared link shows the same period, and each choice is a history entry.
 */
export function useAnalyticsPeriod(): [PeriodQuery, (period: PeriodQuery) => void] {
  const params = useSearchParams()
  const search = params.toString()
  const period = useMemo(() => periodFromSearch(search), [search])
  const choose = useCallback((next: PeriodQuery) => {
    const { pathname, search: current, hash } = window.location
    // Next.js keeps useSearchParams in step with the browser's own history calls.
    window.history.pushState(null, '', `${pathname}?${searchWithPeriod(current, next)}${hash}`)
  }, [])
  return [period, choose]
}
