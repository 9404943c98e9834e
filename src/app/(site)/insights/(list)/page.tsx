import { BookOpen } from 'lucide-react'
import type { Metadata } from 'next'

import { pageMetadata } from '../../_lib/metadata'
import { summarizePost } from '../../_lib/posts'
import { publishedPosts } from '../../_lib/queries'
import { InsightsList } from './insights-list'
import { InsightsShell } from './shell'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Strategic Insights',
    description:
      'Strategic insights and frameworks on growth capital, succession and value creation for founder-led businesses.',
    path: '/insights',
  })

export default async function InsightsPage() {
  const posts = (await publishedPosts()).map(summarizePost)
  return (
    <InsightsShell>
      {posts.length ? (
        <InsightsList posts={posts} />
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-20 text-center">
          <BookOpen className="mx-auto size-10 text-slate-500" aria-hidden="true" />
          <h2 className="mt-4 font-serif text-2xl font-semibold text-navy-950">No insights published yet</h2>
          <p className="mt-2 text-slate-600">Check back soon for strategic insights and frameworks</p>
        </div>
      )}
    </InsightsShell>
  )
}
