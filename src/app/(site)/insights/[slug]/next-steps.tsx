import Link from 'next/link'

import type { RelatedPost } from '@/insights/related'
import { formatLongDate } from '@/lib/format-date'
import { postSlug } from '@/lib/slug'

import { AssessmentCta } from '../../_components/assessment-cta'

/**
 * The end of every article: up to three insights to read next and, unless the body ends with its
 * own, the invitation to the assessment. The newsletter's box is the footer's, on every page.
 */
export function NextSteps({ related, inviteToAssessment }: { related: RelatedPost[]; inviteToAssessment: boolean }) {
  return (
    <footer className="mt-16 border-t border-slate-200 pt-12">
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className="font-serif text-2xl font-semibold text-navy-950">
            Related insights
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="related-insights">
            {related.map((post) => {
              const dateTime = post.publishedAt || post.createdAt
              return (
                <li key={post.id} className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <time dateTime={dateTime} className="text-sm text-slate-600">
                    {formatLongDate(dateTime)}
                  </time>
                  <h3 className="mt-2 font-serif text-lg font-semibold leading-snug text-navy-950">
                    <Link
                      href={`/insights/${postSlug(post.title, post.id)}`}
                      prefetch={false}
                      className="after:absolute after:inset-0"
                    >
                      {post.title}
                    </Link>
                  </h3>
                </li>
              )
            })}
          </ul>
        </section>
      )}
      {inviteToAssessment && <AssessmentCta />}
    </footer>
  )
}
