'use client'

import type { FilterDimension, PeriodQuery, ReportFilters } from '@/contracts/analytics'
import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import { filtersFromSearch, searchWithFilters } from '@/dashboard/model/analytics-filters'
import { periodFromSearch, searchWithPeriod } from '@/dashboard/model/analytics-period'

/** A new history entry with the page URL's query changed by `change` (Next.js keeps useSearchParams in step). */
function pushSearch(change: (search: string) => string) {
  const { pathname, search, hash } = window.location
  window.history.pushState(null, '', `${pathname}?${change(search)}${hash}`)
}

/**
 * The Analytics tab's period lives in the URL (`/admin?tab=analytics&range=7d`), beside the tab:
 * a reload or a shared link shows the same period, and each choice is a history entry.
 */
export function useAnalyticsPeriod(): [PeriodQuery, (period: PeriodQuery) => void] {
  const params = useSearchParams()
  const search = params.toString()
  const period = useMemo(() => periodFromSearch(search), [search])
  const choose = useCallback((next: PeriodQuery) => pushSearch((current) => searchWithPeriod(current, next)), [])
  return [period, choose]
}

export type FilterActions = {
  add: (dimension: FilterDimension, value: string) => void
  remove: (dimension: FilterDimension) => void
  /** Every filter at once (a saved segment's). */
  replace: (filters: ReportFilters) => void
}

/** The tab's filters, likewise in the URL (`&source=google.com`); adding one replaces its dimension's. */
export function useAnalyticsFilters(): [ReportFilters, FilterActions] {
  const params = useSearchParams()
  const search = params.toString()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const actions = useMemo<FilterActions>(
    () => ({
      add: (dimension, value) =>
        pushSearch((current) => searchWithFilters(current, { ...filtersFromSearch(current), [dimension]: value })),
      remove: (dimension) =>
        pushSearch((current) => {
          const next = filtersFromSearch(current)
          delete next[dimension]
          return searchWithFilters(current, next)
        }),
      replace: (filters) => pushSearch((current) => searchWithFilters(current, filters)),
    }),
    [],
  )
  return [filters, actions]
}
