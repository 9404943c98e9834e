'use client'

import { useQuery } from '@tanstack/react-query'

import type { ContactInquiry } from '@/contracts/contact-inquiries'

import { requestJson } from './client'
import { useDeleteLead } from './leads'
import { ALWAYS_REFETCHED, KEYS } from './query-client'

export const useInquiries = () =>
  useQuery({
    queryKey: KEYS.inquiries,
    queryFn: () => requestJson<ContactInquiry[]>('/api/contact'),
    ...ALWAYS_REFETCHED,
  })

export const useDeleteInquiry = () => useDeleteLead('contact', 'Contact inquiry')
