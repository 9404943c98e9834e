/** Analytics: the tracker's event, the report periods, and the answers the dashboard reads. */
import { z } from './zod'

import { daysInSpan, DEFAULT_RANGE, isIsoDate, MAX_PERIOD_DAYS, RANGES, type PeriodQuery } from '@/analytics/model/period'

export type { AnalyticsSummary } from '@/analytics/queries/lead-summary'
export type { VisitorAnalytics } from '@/analytics/model/metrics'
export type { VisitorReport } from '@/analytics/model/report'
export { DEFAULT_RANGE, RANGES, type Range } from '@/analytics/model/period'
export { EVENT_NAMES, eventBody, MAX_EVENT_BODY_BYTES, type EventBody } from '@/analytics/model/event'

// ---------------------------------------------------------------------------------------------
// The report period: ?range=today|7d|30d|90d|12m|all (30d when absent), or ?from=&to= (ISO dates
// in the site's time zone, optionally with range=custom). Shared by both analytics calls and the
// dashboard's period picker.
// ---------------------------------------------------------------------------------------------
export const CUSTOM_RANGE = 'custom'

const isoDate = (name: string) =>
  z
    .string({ message: `${name} must be a date written YYYY-MM-DD` })
    .refine(isIsoDate, { message: `${name} must be a date written YYYY-MM-DD`, abort: true })

export const analyticsPeriodQuery = z
  .object({
    range: z
      .enum([...RANGES, CUSTOM_RANGE], { message: `range must be one of ${[...RANGES, CUSTOM_RANGE].join(', ')}` })
      .optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
  })
  .superRefine((query, ctx) => {
    const custom = query.from !== undefined || query.to !== undefined || query.range === CUSTOM_RANGE
    if (!custom) return
    if (query.range !== undefined && query.range !== CUSTOM_RANGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: `range must be ${CUSTOM_RANGE} or absent when from and to are given`,
      })
    } else if (query.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' })
    } else if (query.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is required with from' })
    } else if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to' })
    } else if (daysInSpan({ from: query.from, to: query.to }) > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from and to must span at most 3 years' })
    }
  })
  .transform((query): PeriodQuery =>
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : { range: query.range === undefined || query.range === CUSTOM_RANGE ? DEFAULT_RANGE : query.range },
  )

/** The period parameters of a query string, for `analyticsPeriodQuery` (other parameters are left alone). */
export const periodParams = (params: URLSearchParams): Record<'range' | 'from' | 'to', string | undefined> => ({
  range: params.get('range') ?? undefined,
  from: params.get('from') ?? undefined,
  to: params.get('to') ?? undefined,
})
