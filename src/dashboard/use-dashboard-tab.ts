'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { useCallback } from 'react'

import { type DashboardTab, isTab, paramsWithTab, tabFromParams } from '@/dashboard/model/dashboard-tab'
import { withoutTableParams } from '@/dashboard/model/lead-view'

import { prefetchOpenLeadPage } from './api/lead-list'
import { confirmLeave } from './unsaved-changes'

/**
 * The open tab lives in the URL (`/admin?tab=insights`): a reload or a shared link opens the same
 * section, and each change is a history entry, so back and forward move between sections.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const tab = tabFromParams(useSearchParams())
  const queryClient = useQueryClient()
  const select = useCallback(
    (next: string) => {
      if (!isTab(next)) return
      const { pathname, search } = window.location
      // Another tab opens on its own first page; the search and revenue filter stay.
      const query = paramsWithTab(withoutTableParams(new URLSearchParams(search)), next)
      // A click on a tab selects it twice (press, then focus): the second must not add a history entry.
      if (query === search || !confirmLeave()) return
      prefetchOpenLeadPage(queryClient, query)
      // Next.js keeps useSearchParams in step with the browser's own history calls, without a server round trip.
      window.history.pushState(null, '', pathname + query)
    },
    [queryClient],
  )
  return [tab, select]
}
