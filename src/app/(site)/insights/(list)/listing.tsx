import { BookOpen } from 'lucide-react'
import Link from 'next/link'

import type { InsightsPage } from '@/insights/listing'
import { type InsightsView, insightsHref, pageCount } from '@/lib/insights-listing'

import { Icon } from '../../_components/icon'
import { summarizePost } from '../../_lib/posts'
import { InsightsList } from './insights-list'

const pagerLink =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:border-navy-700'

/** Newer and older pages of the same view. */
function Pager({ view, pages }: { view: InsightsView; pages: number }) {
  if (pages < 2) return null
  return (
    <nav aria-label="Insights pages" className="mt-12 flex items-center justify-between gap-4">
      {view.page > 1 ? (
        <Link
          prefetch={false}
          href={insightsHref({ ...view, page: Math.min(view.page - 1, pages) })}
          className={pagerLink}
        >
          Newer insights
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {view.page} of {pages}
      </p>
      {view.page < pages ? (
        <Link prefetch={false} href={insightsHref({ ...view, page: view.page + 1 })} className={pagerLink}>
          Older insights
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** A page of the list or of search results: its status line, the cards with the tag filter, the pager. */
export function InsightsListing({ view, result }: { view: InsightsView; result: InsightsPage }) {
  const { posts, total, tags } = result
  if (total === 0 && !view.query && !view.tag) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-20 text-center">
        <Icon icon={BookOpen} className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <h2 className="mt-4 font-serif text-2xl font-semibold text-navy-950">No insights published yet</h2>
        <p className="mt-2 text-slate-600">Check back soon for strategic insights and frameworks</p>
      </div>
    )
  }
  const complete = !view.tag && view.page === 1 && posts.length === total
  return (
    <>
      {view.query && (
        <p role="status" className="mb-6 text-slate-700">
          {total === 0
            ? `No insights match “${view.query}”.`
            : `${total} ${total === 1 ? 'insight matches' : 'insights match'} “${view.query}”, best match first.`}
        </p>
      )}
      {(posts.length > 0 || view.tag) && (
        <InsightsList
          key={`${view.tag}/${view.page}`}
          posts={posts.map(summarizePost)}
          tags={tags}
          activeTag={view.tag}
          query={view.query}
          complete={complete}
        />
      )}
      <Pager view={view} pages={pageCount(total)} />
    </>
  )
}
