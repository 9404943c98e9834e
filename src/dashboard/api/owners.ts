'use client'

import { useQuery } from '@tanstack/react-query'

import { type LeadOwner, OWNERS_ROUTE } from '@/contracts/owners'

import { requestJson } from './client'

/** The CMS users who can own leads, for the panel's owner list. */
export const useOwners = () =>
  useQuery({ queryKey: [OWNERS_ROUTE], queryFn: () => requestJson<LeadOwner[]>(OWNERS_ROUTE), staleTime: 60_000 })
