import type { InsightFigures } from '@/contracts/analytics-answers'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'
import { postIdFromSlug } from '@/lib/slug'

import type { AttributedLead } from './lead-conversions'

/** Where insights live: every page under it is one post, named by the id at the end of its slug. */
export const INSIGHTS_PREFIX = '/insights/'

type Post = { id: string | number; title: string; isPublished?: boolean | null }
type PageFigures = { path: string; visitors: number; entries: number }

/** The post an insight page's path names (`/insights/some-title-12` → '12'); null for any other path. */
function insightIdOfPath(path: string): string | null {
  if (!path.startsWith(INSIGHTS_PREFIX)) return null
  const slug = path.slice(INSIGHTS_PREFIX.length)
  return slug === '' || slug.includes('/') ? null : postIdFromSlug(slug)
}

/**
 * Every post with its figures, most leads first (then High Potential, entries, visitors). A post's
 * pages under an earlier title (another slug, the same id) count for it too.
 */
export function insightFigures(
  posts: readonly Post[],
  pages: readonly PageFigures[],
  leads: readonly AttributedLead[],
): InsightFigures[] {
  const rows = new Map<string, InsightFigures>(
    posts.map((post) => [
      String(post.id),
      {
        id: String(post.id),
        title: post.title,
        isPublished: post.isPublished === true,
        visitors: 0,
        entries: 0,
        inquiries: 0,
        assessments: 0,
        highPotential: 0,
      },
    ]),
  )
  const rowOf = (path: string | null | undefined) => {
    const id = path ? insightIdOfPath(path) : null
    return id === null ? undefined : rows.get(id)
  }
  for (const page of pages) {
    const row = rowOf(page.path)
    if (!row) continue
    row.visitors += page.visitors
    row.entries += page.entries
  }
  for (const lead of leads) {
    const row = rowOf(lead.touch.entryPage)
    if (!row) continue
    if (lead.kind === 'inquiry') row.inquiries += 1
    else {
      row.assessments += 1
      if ((lead.totalScore ?? 0) >= HIGH_POTENTIAL_MIN_SCORE) row.highPotential += 1
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.inquiries + b.assessments - (a.inquiries + a.assessments) ||
      b.highPotential - a.highPotential ||
      b.entries - a.entries ||
      b.visitors - a.visitors ||
      a.title.localeCompare(b.title),
  )
}
