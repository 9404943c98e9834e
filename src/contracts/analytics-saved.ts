/**
 * What the firm saves beside its reports: segments (named filter sets), custom goals, funnels and
 * shared links. Their request bodies, limits and answers; docs/analytics.md#saved-views.
 */
import { z } from './zod'
import { FILTER_DIMENSIONS, filterValueProblem, type FilterDimension, type ReportFilters } from './analytics'

export const MAX_NAME_LENGTH = 80
export const MAX_SEGMENTS = 100
/** Also the most distinct custom event names the tracker records: a name no goal watches counts as `other`. */
export const MAX_GOALS = 50
export const MAX_FUNNELS = 50
export const MAX_SHARES = 100
const MIN_FUNNEL_STEPS = 2
const MAX_FUNNEL_STEPS = 8
const MAX_GOAL_PATH_LENGTH = 200
const MIN_SHARE_PASSWORD = 8
const MAX_SHARE_PASSWORD = 200

/** A tracker event name: `window.keystone.track('deck-download')`. */
const CUSTOM_EVENT_NAME = /^[a-z0-9-]{1,64}$/
/** What an event name no goal watches is recorded as, so visitors cannot make unbounded rows. */
export const OTHER_EVENT = 'other'
const name = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'name must not be empty')
  .max(MAX_NAME_LENGTH, `name must be at most ${MAX_NAME_LENGTH} characters`)

const isDimension = (key: string): key is FilterDimension => (FILTER_DIMENSIONS as readonly string[]).includes(key)

/** The filters as the analytics calls take them: `{source: 'google.com', country: 'US'}`. */
const segmentFilters = z
  .record(z.string(), z.string({ message: 'a filter value must be text' }), { message: 'filters must be an object' })
  .superRefine((filters, ctx) => {
    const keys = Object.keys(filters)
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'filters must name at least one filter' })
    if (keys.length > 6) ctx.addIssue({ code: 'custom', message: 'at most 6 filters may be combined' })
    for (const key of keys) {
      if (!isDimension(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key.slice(0, 40)} is not a filter` })
        continue
      }
      const problem = filterValueProblem(key, filters[key])
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem })
    }
  })
  .transform((filters) => filters as ReportFilters)

export const segmentBody = z.strictObject({ name, filters: segmentFilters })
export const segmentPatch = z
  .strictObject({ name: name.optional(), filters: segmentFilters.optional() })
  .refine((patch) => patch.name !== undefined || patch.filters !== undefined, {
    message: 'name or filters is required',
    path: ['name'],
  })

/** A page path with `*` wildcards (any characters, `/` too). */
const goalPath = z
  .string({ message: 'path is required' })
  .max(MAX_GOAL_PATH_LENGTH, `path must be at most ${MAX_GOAL_PATH_LENGTH} characters`)
  .refine((path) => path.startsWith('/'), 'path must start with /')
  .refine((path) => !/[\s\u0000-\u001f\u007f]/.test(path), 'path must not hold spaces or control characters')

const eventName = z
  .string({ message: 'event is required' })
  .regex(CUSTOM_EVENT_NAME, 'event must be 1 to 64 lowercase letters, digits or -')
  .refine((event) => event !== OTHER_EVENT, `event must not be ${OTHER_EVENT}`)

const GOAL_TYPES = ['page', 'event'] as const
export const goalBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ name, type: z.literal('page'), path: goalPath }),
    z.strictObject({ name, type: z.literal('event'), event: eventName }),
  ],
  { message: `type must be one of ${GOAL_TYPES.join(', ')}` },
)
export type GoalBody = z.infer<typeof goalBody>

/**
 * A funnel step: a page (wildcards as goals), a saved goal by id, a built-in goal, or, last only, a
 * lead (a visit that sent an inquiry or completed an assessment) or a booked meeting.
 */
const funnelStep = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('page'), path: goalPath }),
    z.strictObject({ type: z.literal('goal'), goal: z.string().min(1).max(64) }),
    z.strictObject({ type: z.literal('lead') }),
    z.strictObject({ type: z.literal('meeting') }),
  ],
  { message: 'a step must be {type: page, path}, {type: goal, goal}, {type: lead} or {type: meeting}' },
)
export type FunnelStep = z.infer<typeof funnelStep>

export const funnelBody = z.strictObject({
  name,
  steps: z
    .array(funnelStep, { message: 'steps must be a list' })
    .min(MIN_FUNNEL_STEPS, `steps must hold ${MIN_FUNNEL_STEPS} to ${MAX_FUNNEL_STEPS} steps`)
    .max(MAX_FUNNEL_STEPS, `steps must hold ${MIN_FUNNEL_STEPS} to ${MAX_FUNNEL_STEPS} steps`)
    .superRefine((steps, ctx) => {
      steps.forEach((step, index) => {
        if ((step.type === 'lead' || step.type === 'meeting') && index !== steps.length - 1)
          ctx.addIssue({ code: 'custom', path: [index], message: `a ${step.type} may only be the last step` })
      })
    }),
})
export type FunnelBody = z.infer<typeof funnelBody>

export const shareBody = z.strictObject({
  name,
  segment: z.string().min(1).max(64).optional(),
  password: z
    .string()
    .min(MIN_SHARE_PASSWORD, `password must be at least ${MIN_SHARE_PASSWORD} characters`)
    .max(MAX_SHARE_PASSWORD, `password must be at most ${MAX_SHARE_PASSWORD} characters`)
    .optional(),
})

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------
type Saved = { id: string; name: string; createdBy: string; createdAt: string; updatedAt: string }
export type Segment = Saved & { filters: ReportFilters }
export type CustomGoal = Saved & ({ type: 'page'; path: string } | { type: 'event'; event: string })
export type Funnel = Saved & { steps: FunnelStep[] }
export type Share = Saved & { segment: string | null; hasPassword: boolean; url: string }

/** One goal's figures in a report: converted visitors, converting visits, rate of the period's visitors, by source. */
export type GoalReport = {
  id: string
  name: string
  visitors: number
  conversions: number
  conversionRate: number
  bySource: { source: string; visitors: number; conversions: number }[]
}

/** One funnel step: its visitors, conversion from the step before and the share that dropped off. */
export type FunnelStepReport = { label: string; visitors: number; conversion: number; dropOff: number }
type FunnelReport = { id: string; name: string; steps: FunnelStepReport[] }

/** GET /api/visitor-analytics/conversions: the custom goals and the funnels (the assessment's first) of a period and its filters. */
export type ConversionsReport = {
  period: { from: string; to: string }
  /** Visitors of the period (what each goal's rate is of). */
  visitors: number
  goals: GoalReport[]
  funnels: FunnelReport[]
}

/** The periods a shared link offers. */
export const SHARE_RANGES = ['7d', '30d', '90d', '12m'] as const
export type ShareRange = (typeof SHARE_RANGES)[number]

/**
 * What a shared link shows: visitor figures only, built field by field from the visitor report, so
 * nothing about leads, people, notes or e-mail can reach it.
 */
export type SharedReport = {
  name: string
  period: { from: string; to: string; range: ShareRange }
  filters: [string, string][]
  totals: { visitors: number; pageViews: number; bounceRate: number; avgSessionDuration: number }
  previous: { visitors: number; pageViews: number } | null
  series: { date: string; visitors: number; pageViews: number }[]
  topPages: { path: string; views: number }[]
  topSources: { source: string; visitors: number }[]
  countries: { country: string; percentage: number }[]
  devices: { device: string; percentage: number }[]
}
