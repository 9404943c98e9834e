'use client'

import { useQuery } from '@tanstack/react-query'

import type { Advisor, Id } from '@/lib/admin/records'

import { apiRequest, CONTENT_LIST, fetchOrFail } from '../api'
import { KEYS } from '../queries'
import { useListMutation } from '../use-list-mutation'

export type AdvisorInput = Pick<Advisor, 'name' | 'title' | 'company' | 'expertise' | 'description' | 'isActive'> & {
  bio: string
  photo: string
  linkedinUrl: string
}

export const useAdvisorList = () =>
  useQuery({
    queryKey: KEYS.advisors,
    queryFn: () => fetchOrFail<Advisor[]>('/api/advisors', 'Failed to fetch advisors'),
    ...CONTENT_LIST,
  })

/** An advisor write with its success or failure toast; the failure toast names the operation only. */
const useAdvisorMutation = <T>(request: (input: T) => Promise<Response>, success: string, failure: string) =>
  useListMutation(KEYS.advisors, request, success, () => ({ title: failure }))

export const useCreateAdvisor = () =>
  useAdvisorMutation(
    (input: AdvisorInput) => apiRequest('/api/advisors', 'POST', input),
    'Advisor created successfully',
    'Failed to create advisor',
  )

export const useUpdateAdvisor = () =>
  useAdvisorMutation(
    ({ id, input }: { id: Id; input: AdvisorInput }) => apiRequest(`/api/advisors/${id}`, 'PUT', input),
    'Advisor updated successfully',
    'Failed to update advisor',
  )

export const useDeleteAdvisor = () =>
  useAdvisorMutation(
    (id: Id) => apiRequest(`/api/advisors/${id}`, 'DELETE'),
    'Advisor deleted successfully',
    'Failed to delete advisor',
  )

export const useReorderAdvisors = () =>
  useAdvisorMutation(
    (advisorIds: Id[]) => apiRequest('/api/reorder-advisors', 'PUT', { advisorIds }),
    'Advisor order updated successfully',
    'Failed to reorder advisors',
  )

/** The ids with the item at `index` swapped with its neighbour (`step` -1 up, +1 down). */
export function moved(ids: readonly Id[], index: number, step: -1 | 1): Id[] {
  const next = [...ids]
  const target = index + step
  if (target < 0 || target >= next.length) return next
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}
