import { analytics } from '@/analytics'
import { analyticsSummary } from '@/analytics/queries/lead-summary'
import { visitorAnalyticsFor } from '@/analytics/queries/visitor-analytics'
import { DEFAULT_RANGE, isRange, RANGES, siteTimeZone, type Range } from '@/lib/analytics/time'

import { requireAdmin } from './auth'
import { ApiError, jsonResponse } from './http'

/** ?range=7d|30d|90d|12m|all, 30d when absent. */
export function rangeParam(request: Request): Range {
  const value = new URL(request.url).searchParams.get('range') ?? DEFAULT_RANGE
  if (!isRange(value)) throw new ApiError(400, `range must be one of ${RANGES.join(', ')}`)
  return value
}

/** GET /api/visitor-analytics (admin): the Visitor analytics shape. */
export async function getVisitorAnalytics(request: Request): Promise<Response> {
  await requireAdmin(request)
  const range = rangeParam(request)
  return jsonResponse(await visitorAnalyticsFor(await analytics(), range, siteTimeZone()))
}

/** GET /api/analytics (admin): the Analytics summary shape, from assessments and inquiries. */
export async function getAnalyticsSummary(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const range = rangeParam(request)
  return jsonResponse(await analyticsSummary({ payload, user, timeZone: siteTimeZone(), now: Date.now() }, range))
}
