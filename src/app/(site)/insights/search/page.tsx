import type { Metadata } from 'next'

import { searchInsights } from '@/insights/search'
import { MAX_SEARCH_LENGTH } from '@/lib/search-terms'
import { getPayloadClient } from '@/payload-client'

import { pageMetadata } from '../../_lib/metadata'
import { summarizePost } from '../../_lib/posts'
import { publishedPosts } from '../../_lib/queries'
import { InsightsList } from '../(list)/insights-list'
import { InsightsShell } from '../(list)/shell'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const queryOf = async ({ searchParams }: Props) => {
  const { q } = await searchParams
  return (Array.isArray(q) ? (q[0] ?? '') : (q ?? '')).slice(0, MAX_SEARCH_LENGTH).trim()
}

// Search results are one visitor's question: not indexed, the list at /insights is the canonical page.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({
    title: 'Search Strategic Insights',
    description: 'Search the strategic insights by title, summary, tag or text.',
    path: '/insights',
  })),
  robots: { index: false, follow: true },
})

/** /insights?q=… (rewritten here, so /insights itself stays a static page): ranked matches, with the tag filter. */
export default async function InsightsSearchPage(props: Props) {
  const query = await queryOf(props)
  const posts = query ? await searchInsights(await getPayloadClient(), query) : await publishedPosts()
  return (
    <InsightsShell query={query}>
      {query && (
        <p role="status" className="mb-6 text-slate-700">
          {posts.length === 0
            ? `No insights match “${query}”.`
            : `${posts.length} ${posts.length === 1 ? 'insight matches' : 'insights match'} “${query}”, best match first.`}
        </p>
      )}
      {posts.length > 0 && <InsightsList posts={posts.map(summarizePost)} />}
    </InsightsShell>
  )
}
