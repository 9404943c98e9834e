'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'

import { type LeadKind, type LeadView, readLeadView, writeLeadView } from '@/dashboard/model/lead-view'
import { LEAD_STATUSES } from '@/contracts/lead-inbox'

import { prefetchLeadPage } from './api/lead-list'

/**
 * A lead table's view, read from and written to the URL. Each change is a history entry (back
 * returns to the previous page or filter); `replace` is for typing in the search box.
 */
export function useLeadView(kind: LeadKind): [LeadView, (change: Partial<LeadView>, replace?: boolean) => void] {
  const params = useSearchParams()
  const queryClient = useQueryClient()
  const view = useMemo(() => readLeadView(kind, new URLSearchParams(params), LEAD_STATUSES), [kind, params])
  const update = useCallback(
    (change: Partial<LeadView>, replace = false) => {
      const { pathname, search } = window.location
      const current = new URLSearchParams(search)
      const query = writeLeadView(current, readLeadView(kind, current, LEAD_STATUSES), change)
      if (query === search) return
      prefetchLeadPage(queryClient, kind, query)
      // Next.js keeps useSearchParams in step with the browser's own history calls.
      if (replace) window.history.replaceState(null, '', pathname + query)
      else window.history.pushState(null, '', pathname + query)
    },
    [kind, queryClient],
  )
  return [view, update]
}
