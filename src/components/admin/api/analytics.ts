'use client'

import { useQuery } from '@tanstack/react-query'

import type { AnalyticsSummary, VisitorAnalytics } from '@/contracts/analytics'

import { requestJson } from './client'
import { KEYS } from './query-client'

export const useAnalyticsSummary = () =>
  useQuery({ queryKey: KEYS.analytics, queryFn: () => requestJson<AnalyticsSummary>('/api/analytics') })

export const useVisitorAnalytics = () =>
  useQuery({ queryKey: KEYS.visitorAnalytics, queryFn: () => requestJson<VisitorAnalytics>('/api/visitor-analytics') })
