import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHero } from '../../../_components/page-hero'
import { ResultsView } from '../results-view'
import { storedResult } from '../stored-result'

// Each token is its own page, read from the database on every request: never cached or prerendered.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await storedResult((await params).token)
  return {
    title: result ? 'Your Assessment Results' : { absolute: '404 Page Not Found' },
    description: 'Your business assessment score, rating, results by area and where to focus first.',
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

export default async function StoredResultsPage({ params }: Props) {
  const { token } = await params
  const stored = await storedResult(token)
  if (!stored) notFound()
  return (
    <>
      <PageHero overlapped eyebrow="Business Assessment" title="Your Assessment Results" />
      <section aria-label="Results" className="relative -mt-12 pb-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <ResultsView
            result={stored.result}
            booking={stored.booking}
            benchmark={stored.benchmark}
            meeting={stored.meeting}
            contactHref={`/assessment/results/${encodeURIComponent(token)}/contact`}
            pdfHref={`/api/assessments/results/${encodeURIComponent(token)}/pdf`}
          />
        </div>
      </section>
    </>
  )
}
