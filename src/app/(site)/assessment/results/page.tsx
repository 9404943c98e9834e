import type { Metadata } from 'next'

import { PageHero } from '../../_components/page-hero'
import { NoResults } from './results-view'

export const metadata: Metadata = {
  title: 'Your Assessment Results',
  description: 'Your business assessment score, rating, results by area and where to focus first.',
  alternates: { canonical: '/assessment/results' },
  robots: { index: false, follow: true },
}

export default function AssessmentResultsPage() {
  return (
    <>
      <PageHero overlapped eyebrow="Business Assessment" title="Your Assessment Results" />
      <section aria-label="Results" className="relative -mt-12 pb-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <NoResults />
        </div>
      </section>
    </>
  )
}
