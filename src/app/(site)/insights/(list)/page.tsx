import type { Metadata } from 'next'

import { listInsights } from '@/insights/listing'
import { getPayloadClient } from '@/payload-client'

import { pageMetadata } from '../../_lib/metadata'
import { InsightsListing } from './listing'
import { InsightsFrame } from './shell'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Strategic Insights',
    description:
      'Strategic insights and frameworks on growth capital, succession and value creation for founder-led businesses.',
    path: '/insights',
  })

/** The first page of every published insight; other pages, tags and searches are /insights/search (next.config.ts). */
export default async function InsightsPage() {
  const view = { query: '', tag: null, page: 1 }
  return (
    <InsightsFrame>
      <InsightsListing view={view} result={await listInsights(await getPayloadClient(), null, 1)} />
    </InsightsFrame>
  )
}
