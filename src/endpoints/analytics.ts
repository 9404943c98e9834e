import { analytics } from '@/analytics'
import { analyticsSummary } from '@/analytics/queries/lead-summary'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { analyticsPeriodQuery, periodParams } from '@/contracts/analytics'
import { resolvePeriod, type PeriodQuery } from '@/lib/analytics/period'
import { siteTimeZone } from '@/lib/analytics/time'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse } from './http'

/** The period of ?range= or ?from=&to=; a bad value is a 400 saying which parameter and why. */
export function periodQuery(request: Request): PeriodQuery {
  const parsed = analyticsPeriodQuery.safeParse(periodParams(new URL(request.url).searchParams))
  if (!parsed.success) throw new ApiError(400, parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

/** GET /api/visitor-analytics (admin): the Visitor analytics shape with the trend and the previous period. */
export async function getVisitorAnalytics(request: Request): Promise<Response> {
  await requireAdmin(request)
  const query = periodQuery(request)
  return jsonResponse(await visitorReportFor(await analytics(), query, siteTimeZone()))
}

/** GET /api/analytics (admin): the Analytics summary shape, from assessments and inquiries. */
export async function getAnalyticsSummary(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const query = periodQuery(request)
  const now = Date.now()
  const timeZone = siteTimeZone()
  return jsonResponse(await analyticsSummary({ payload, user, timeZone, now }, resolvePeriod(query, now, timeZone, null)))
}
