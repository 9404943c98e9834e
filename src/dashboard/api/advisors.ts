'use client'

import { useQuery } from '@tanstack/react-query'

import type { Advisor, AdvisorCreateInput } from '@/contracts/advisors'
import type { Id } from '@/contracts/ids'

import { request, requestJson } from './client'
import { failAs } from './failures'
import { resourceWrites, useListMutation } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const useAdvisorList = () =>
  useQuery({
    queryKey: KEYS.advisors,
    queryFn: () => requestJson<Advisor[]>('/api/advisors').catch(failAs('advisors')),
    ...CONTENT_LIST,
  })

const advisorWrites = resourceWrites<AdvisorCreateInput>(KEYS.advisors, '/api/advisors', 'Advisor', {
  create: 'createAdvisor',
  update: 'updateAdvisor',
  delete: 'deleteAdvisor',
})
export const useCreateAdvisor = advisorWrites.useCreate
export const useUpdateAdvisor = advisorWrites.useUpdate
export const useDeleteAdvisor = advisorWrites.useDelete

export const useReorderAdvisors = () =>
  useListMutation(
    KEYS.advisors,
    (advisorIds: Id[]) => request('/api/reorder-advisors', { method: 'PUT', body: { advisorIds } }),
    'Advisor order updated successfully',
    'reorderAdvisors',
  )
