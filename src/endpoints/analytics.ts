import { analyticsPeriodQuery, periodParams, type PeriodQuery } from '@/contracts/analytics'
import { analytics } from '@/analytics'
import { analyticsSummary } from '@/analytics/queries/lead-summary'
import { periodFor, visitorReportFor } from '@/analytics/queries/visitor-analytics'

import { siteTimeZone } from '@/analytics/model/time'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse } from './http'

/** The period of ?range= or ?from=&to=; a bad value is a 400 saying which parameter and why. */
function periodQuery(request: Request): PeriodQuery {
  const parsed = analyticsPeriodQuery.safeParse(periodParams(new URL(request.url).searchParams))
  if (!parsed.success) throw new ApiError(400, parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

/** GET /api/visitor-analytics (admin): the Visitor analytics shape with the trend and the previous period. */
export async function getVisitorAnalytics(request: Request): Promise<Response> {
  const { payload } = await requireAdmin(request)
  const query = periodQuery(request)
  return jsonResponse(await visitorReportFor(await analytics(payload), query, siteTimeZone()))
}

/**
 * GET /api/analytics (admin): the Analytics summary shape, from assessments and inquiries, plus
 * Leads by source (which needs the visitors of each source in the period).
 */
export async function getAnalyticsSummary(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const query = periodQuery(request)
  const now = Date.now()
  const timeZone = siteTimeZone()
  const { store, collector } = await analytics(payload)
  await collector.flush()
  const period = await periodFor(store, query, timeZone, now)
  const visitors = await store.rangeTotals(period)
  const visitorsBySource = new Map(
    visitors.dimensions.filter((row) => row.dimension === 'referrer').map((row) => [row.value, row.visitors]),
  )
  return jsonResponse(await analyticsSummary({ payload, user, timeZone, now }, period, visitorsBySource))
}
