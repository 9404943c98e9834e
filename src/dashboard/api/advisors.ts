'use client'

import { useQuery } from '@tanstack/react-query'

import type { Advisor, AdvisorCreateInput } from '@/contracts/advisors'
import type { Id } from '@/contracts/ids'

import { request, requestJson } from './client'
import { failAs } from './failures'
import { useListMutation } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const useAdvisorList = () =>
  useQuery({
    queryKey: KEYS.advisors,
    queryFn: () => requestJson<Advisor[]>('/api/advisors').catch(failAs('advisors')),
    ...CONTENT_LIST,
  })

export const useCreateAdvisor = () =>
  useListMutation(
    KEYS.advisors,
    (input: AdvisorCreateInput) => request('/api/advisors', { method: 'POST', body: input }),
    'Advisor created successfully',
    'createAdvisor',
  )

export const useUpdateAdvisor = () =>
  useListMutation(
    KEYS.advisors,
    ({ id, input }: { id: Id; input: AdvisorCreateInput }) =>
      request(`/api/advisors/${id}`, { method: 'PUT', body: input }),
    'Advisor updated successfully',
    'updateAdvisor',
  )

export const useDeleteAdvisor = () =>
  useListMutation(
    KEYS.advisors,
    (id: Id) => request(`/api/advisors/${id}`, { method: 'DELETE' }),
    'Advisor deleted successfully',
    'deleteAdvisor',
  )

export const useReorderAdvisors = () =>
  useListMutation(
    KEYS.advisors,
    (advisorIds: Id[]) => request('/api/reorder-advisors', { method: 'PUT', body: { advisorIds } }),
    'Advisor order updated successfully',
    'reorderAdvisors',
  )
