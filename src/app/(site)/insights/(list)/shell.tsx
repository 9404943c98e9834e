import type { ReactNode } from 'react'

import { PageHero } from '../../_components/page-hero'
import { SearchBox } from './search-box'

export const POST_SKELETONS = 6

/**
 * Hero and search box above the list: server markup only, so the loading state (loading.tsx)
 * shows as soon as its part of the page data arrives. A client component in it (an icon, the
 * newsletter box) would hold it back until the page's scripts have loaded, that is until the
 * list itself could show.
 */
export function InsightsFrame({ children, query }: { children: ReactNode; query?: string }) {
  return (
    <>
      <PageHero eyebrow="Insights" title="Strategic Insights">
        <p>Frameworks and field notes on growth, succession and building enduring businesses.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        <SearchBox query={query} />
        {children}
      </div>
    </>
  )
}
