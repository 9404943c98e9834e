import type { ReactNode } from 'react'

import { NewsletterPanel } from '../../_components/newsletter-signup'
import { PageHero } from '../../_components/page-hero'

export const POST_SKELETONS = 6

export function InsightsShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Insights" title="Strategic Insights">
        <p>Frameworks and field notes on growth, succession and building enduring businesses.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
        {children}
        <NewsletterPanel />
      </div>
    </>
  )
}
