'use client'

import { useQuery } from '@tanstack/react-query'

import type { SiteSetting } from '@/contracts/site-settings'

import { requestJson } from './client'
import { KEYS } from './query-client'

/** The firm's name and CRM link, read from the site settings global. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: KEYS.siteSettings,
    queryFn: () => requestJson<Partial<SiteSetting>>('/cms-api/globals/site-settings'),
  })
