import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { parseResultInput } from '@/lib/assessment/result-input'
import { assessmentResult } from '@/lib/assessment/results'
import { parseDocId } from '@/lib/ids'
import { getPayloadClient } from '@/payload-client'
import { resultsTokenId, resultsTokenMatches } from '@/lib/results-token'

import { PageHero } from '../../../_components/page-hero'
import { ResultsView } from '../results-view'

// Each token is its own page, read from the database on every request: never cached or prerendered.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ token: string }> }

/** The assessment a token was signed for, while it exists; null for a malformed, forged or stale token, or another record under its id. */
const storedResult = cache(async (token: string) => {
  const payload = await getPayloadClient()
  const raw = resultsTokenId(token)
  const id = raw === null ? null : parseDocId(raw, payload.db.defaultIDType)
  if (id === null) return null
  const doc = await payload.findByID({
    collection: 'assessments',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || !resultsTokenMatches(payload.secret, token, doc)) return null
  const input = parseResultInput(doc)
  return input ? assessmentResult(input) : null
})

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
  const result = await storedResult((await params).token)
  if (!result) notFound()
  return (
    <>
      <PageHero overlapped eyebrow="Business Assessment" title="Your Assessment Results" />
      <section aria-label="Results" className="relative -mt-12 pb-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <ResultsView result={result} />
        </div>
      </section>
    </>
  )
}
