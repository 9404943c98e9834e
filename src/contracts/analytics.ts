/** Analytics: the tracker's event, the report periods, and the answers the dashboard reads. */
import { z } from './zod'

// The report period: whole local days in the site's time zone, `from` to `to` inclusive.
export const RANGES = ['today', '7d', '30d', '90d', '12m', 'all'] as const
export type Range = (typeof RANGES)[number]
export const DEFAULT_RANGE: Range = '30d'

export const isRange = (value: string): value is Range => (RANGES as readonly string[]).includes(value)

/** Labels the dashboard's period picker shows, in its order. */
export const RANGE_LABELS: Record<Range, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  all: 'All time',
}

/** A custom period may span at most 3 years (3 × 365 days plus a leap day). */
export const MAX_PERIOD_DAYS = 3 * 365 + 1

export type DaySpan = { from: string; to: string }

/** What a caller asks for: a named range, or a custom from–to (already checked as dates). */
export type PeriodQuery = { range: Range } | { from: string; to: string }

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `from` to `to`, both included (calendar arithmetic). */
export const daysInSpan = ({ from, to }: DaySpan): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value
}

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
