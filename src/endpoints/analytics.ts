import {
  analyticsPeriodQuery,
  periodParams,
  reportFilters,
  type PeriodQuery,
  type ReportFilters,
} from '@/contracts/analytics'
import { INVALID_FIELDS_HEADER, invalidFieldsHeaderValue } from '@/contracts/errors'
import { analytics } from '@/analytics'
import { insightFiguresFor } from '@/analytics/queries/insight-figures'
import { analyticsSummary } from '@/analytics/queries/lead-summary'
import { conversionsReportFor } from '@/analytics/queries/conversions'
import { definitionStore } from '@/analytics/store'
import { funnelOf, goalOf } from '@/analytics/saved'
import { liveReportFor, periodFor, visitorReportFor } from '@/analytics/queries/visitor-analytics'

import { localDayHour, siteTimeZone } from '@/analytics/model/time'

import { requireAdmin, requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext } from '@/http/http'

type Problem = { field: string; message: string }

const badQuery = (problems: Problem[]) =>
  new ApiError(400, problems.map((problem) => problem.message).join('; '), {
    [INVALID_FIELDS_HEADER]: invalidFieldsHeaderValue([...new Set(problems.map((problem) => problem.field))]),
  })

/**
 * The period of ?range= or ?from=&to= and the filters beside it; anything else, or a bad value,
 * is a 400 naming the parameters (in X-Invalid-Fields) and why.
 */
function reportQuery(request: Request, now = Date.now()): { period: PeriodQuery; filters: ReportFilters } {
  const params = new URL(request.url).searchParams
  const period = analyticsPeriodQuery.safeParse(periodParams(params))
  const filters = reportFilters(params)
  const problems: Problem[] = [
    ...(period.success
      ? []
      : period.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.') || 'range',
          message: issue.message,
        }))),
    ...(filters.ok ? [] : filters.problems),
  ]
  const comparison = period.success ? period.data.comparison : undefined
  if (comparison?.compare === 'custom' && comparison.to > localDayHour(now, siteTimeZone()).day)
    problems.push({ field: 'compare_to', message: 'compare_to must not be in the future' })
  if (!period.success || !filters.ok || problems.length > 0) throw badQuery(problems)
  return { period: period.data, filters: filters.filters }
}

/** GET /api/visitor-analytics (admin or partner): the Visitor analytics shape with the trend and the previous period. */
export async function getVisitorAnalytics(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireLeadWorker(request, payload)
  const { period, filters } = reportQuery(request)
  return jsonResponse(await visitorReportFor(await analytics(payload), period, siteTimeZone(), Date.now(), filters))
}

/**
 * GET /api/analytics (admin or partner): the Analytics summary shape, from assessments and inquiries, plus
 * Leads by source (which needs the visitors of each source in the period, filtered like the report).
 */
export async function getAnalyticsSummary(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireLeadWorker(request, payload)
  const { period: query, filters } = reportQuery(request)
  const now = Date.now()
  const timeZone = siteTimeZone()
  const { store, collector } = await analytics(payload)
  await collector.flush()
  const period = await periodFor(store, query, timeZone, now)
  const visits = await store.rangeTotals(period, filters)
  return jsonResponse(await analyticsSummary({ payload, user, timeZone, now }, period, visits.dimensions, filters))
}

/** GET /api/visitor-analytics/live (admin or partner): visitors of the last 30 minutes, their current pages and sources. */
export async function getLiveVisitors(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireLeadWorker(request, payload)
  return jsonResponse(await liveReportFor(await analytics(payload)))
}

/**
 * GET /api/analytics/insights (admin): per insight, its visitors and entries in the period and the
 * inquiries and assessments (High Potential apart) whose visit entered on it. Filters do not apply.
 */
export async function getInsightFigures(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await requireAdmin(request, payload)
  const { period: query } = reportQuery(request)
  const now = Date.now()
  const timeZone = siteTimeZone()
  const { store, collector } = await analytics(payload)
  await collector.flush()
  const period = await periodFor(store, query, timeZone, now)
  return jsonResponse(await insightFiguresFor({ payload, user, timeZone, now }, store, period))
}

/**
 * GET /api/visitor-analytics/conversions (admin or partner): the custom goals and the funnels of the
 * period, filtered like the report; apart from it, so the report never waits for them.
 */
export async function getConversions(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireLeadWorker(request, payload)
  const { period, filters } = reportQuery(request)
  const definitions = definitionStore(payload)
  const [goals, funnels] = await Promise.all([definitions.list('goal'), definitions.list('funnel')])
  return jsonResponse(
    await conversionsReportFor(
      await analytics(payload),
      { goals: goals.map(goalOf), funnels: funnels.map(funnelOf) },
      period,
      siteTimeZone(),
      Date.now(),
      filters,
    ),
  )
}
