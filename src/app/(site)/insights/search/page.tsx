import type { Metadata } from 'next'

import { listInsights } from '@/insights/listing'
import { searchInsights } from '@/insights/search'
import { insightsView } from '@/lib/insights-listing'
import { getPayloadClient } from '@/payload-client'

import { pageMetadata } from '../../_lib/metadata'
import { InsightsListing } from '../(list)/listing'
import { InsightsFrame } from '../(list)/shell'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// A search, a tag or a later page is one view of the list: not indexed, /insights is the canonical page.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({
    title: 'Search Strategic Insights',
    description: 'Search the strategic insights by title, summary, tag or text.',
    path: '/insights',
  })),
  robots: { index: false, follow: true },
})

/** /insights?q=…&tag=…&page=… (rewritten here, so /insights itself stays a static page): ranked matches or a page of the list. */
export default async function InsightsSearchPage({ searchParams }: Props) {
  const view = insightsView(await searchParams)
  const payload = await getPayloadClient()
  const result = view.query
    ? await searchInsights(payload, view.query, view)
    : await listInsights(payload, view.tag, view.page)
  return (
    <InsightsFrame query={view.query}>
      <InsightsListing view={view} result={result} />
    </InsightsFrame>
  )
}
