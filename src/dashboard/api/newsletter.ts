'use client'

import { useQuery } from '@tanstack/react-query'

import { NEWSLETTER_SUBSCRIBERS_ROUTE, type SubscriberCounts } from '@/contracts/newsletter'

import { requestJson } from './client'
import { ALWAYS_REFETCHED } from './query-client'

/** The newsletter's confirmed and pending subscribers, read each time the Insights tab opens. */
export const useSubscriberCounts = () =>
  useQuery({
    queryKey: [NEWSLETTER_SUBSCRIBERS_ROUTE],
    queryFn: () => requestJson<SubscriberCounts>(NEWSLETTER_SUBSCRIBERS_ROUTE),
    ...ALWAYS_REFETCHED,
  })
