'use client'

import type { ReportFilters } from '@/contracts/analytics'
import type { CustomGoal, Funnel, FunnelBody, GoalBody, Segment, Share } from '@/contracts/analytics-saved'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { requestJson, request } from './client'
import { KEYS } from './query-client'

const SEGMENTS = '/api/analytics/segments'
const GOALS = '/api/analytics/goals'
const SHARES = '/api/analytics/shares'
const FUNNELS = '/api/analytics/funnels'

/** The firm's saved segments, for the Analytics tab's picker. */
export const useSegments = () =>
  useQuery({ queryKey: [SEGMENTS], queryFn: () => requestJson<Segment[]>(SEGMENTS), staleTime: 0 })

export function useSaveSegment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { name: string; filters: ReportFilters }) =>
      requestJson<Segment>(SEGMENTS, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SEGMENTS] }),
  })
}

export function useDeleteSegment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => request(`${SEGMENTS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SEGMENTS] }),
  })
}

/** A saved goal shows in every report: the reports are read again. */
export function useSaveGoal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GoalBody) => requestJson<CustomGoal>(GOALS, { method: 'POST', body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [GOALS] })
      await client.invalidateQueries({ queryKey: KEYS.visitorAnalytics })
    },
  })
}

export function useDeleteGoal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => request(`${GOALS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [GOALS] })
      await client.invalidateQueries({ queryKey: KEYS.visitorAnalytics })
    },
  })
}

export const useShares = () =>
  useQuery({ queryKey: [SHARES], queryFn: () => requestJson<Share[]>(SHARES), staleTime: 0 })

export function useCreateShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { name: string; segment?: string; password?: string }) =>
      requestJson<{ id: string; url: string }>(SHARES, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SHARES] }),
  })
}

export function useDeleteShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => request(`${SHARES}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SHARES] }),
  })
}

/** A saved funnel shows in every report: the reports are read again. */
export function useSaveFunnel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: FunnelBody) => requestJson<Funnel>(FUNNELS, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.visitorAnalytics }),
  })
}

export function useDeleteFunnel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => request(`${FUNNELS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.visitorAnalytics }),
  })
}
