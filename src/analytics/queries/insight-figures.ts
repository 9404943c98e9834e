import type { InsightFiguresReport } from '@/contracts/analytics-answers'
import { INSIGHTS_PREFIX, insightFigures } from '@/analytics/model/insight-figures'
import type { Period } from '@/analytics/model/period'

import type { AnalyticsStore } from '../store/types'
import { attributedLeads, type Context, createdWithin } from './lead-summary'

/**
 * The Insights tab's figures per post over a period: its visitors and entries from the rollups,
 * and the leads of the period whose visit entered on it, from their stored first touch.
 */
export async function insightFiguresFor(
  ctx: Context,
  store: AnalyticsStore,
  period: Period,
): Promise<InsightFiguresReport> {
  const [posts, pages, leads] = await Promise.all([
    ctx.payload.find({
      collection: 'blog-posts',
      select: { title: true, isPublished: true },
      pagination: false,
      depth: 0,
      user: ctx.user,
      overrideAccess: false,
    }),
    store.pagesUnder(period, INSIGHTS_PREFIX),
    attributedLeads(ctx, createdWithin(period, ctx.timeZone), { 'attribution.entryPage': { like: INSIGHTS_PREFIX } }),
  ])
  return {
    period: { from: period.from, to: period.to, range: period.range },
    posts: insightFigures(posts.docs, pages, leads),
  }
}
