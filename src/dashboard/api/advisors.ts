'use client'

import type { Advisor, AdvisorCreateInput } from '@/contracts/advisors'
import type { Id } from '@/contracts/ids'

import { request } from './client'
import { contentResource, useListMutation } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const advisors = contentResource<Advisor, AdvisorCreateInput>('/api/advisors', 'Advisor', {
  key: KEYS.advisors,
  freshness: CONTENT_LIST,
  failures: { list: 'advisors', create: 'createAdvisor', update: 'updateAdvisor', delete: 'deleteAdvisor' },
})

export const useReorderAdvisors = () =>
  useListMutation(
    KEYS.advisors,
    (advisorIds: Id[]) => request('/api/reorder-advisors', { method: 'PUT', body: { advisorIds } }),
    'Advisor order updated successfully',
    'reorderAdvisors',
  )
