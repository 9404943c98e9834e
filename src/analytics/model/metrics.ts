import type { Headline, VisitorAnalytics } from '@/contracts/analytics-answers'
import type { Goal } from '@/contracts/analytics-event'
import type { DailyTotals, Dimension, DimensionCounts } from './rollup'

/** Sums over a range of days, as a store's aggregation returns them. */
export type RangeTotals = {
  totals: DailyTotals
  /** The top rows of each dimension by visits. */
  dimensions: ({ dimension: Dimension; value: string } & DimensionCounts)[]
  pages: { path: string; views: number; uniques: number }[]
  /** Pages by visits that ended on them (`views`: the page's views, for exits per view). */
  exits: { path: string; exits: number; views: number }[]
  /** Per hour of day: page views, and distinct visitors summed over the days. */
  hours: { hour: number; pageviews: number; visitors: number }[]
  /** Per goal and detail (a path for not_found, a step number for assessment_step). */
  goals: { goal: Goal; detail: string; events: number; visitors: number }[]
}

/** How many rows each list carries (the dashboard shows the first 5 or 8). */
const BREAKDOWN_LIMIT = 10
export const TOP_LIST_LIMIT = 20

/** A percentage to one decimal; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

const byCountThenName =
  <T>(count: (row: T) => number, name: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b))

function breakdown(totals: RangeTotals, dimension: Dimension, limit: number) {
  return totals.dimensions
    .filter((row) => row.dimension === dimension)
    .sort(
      byCountThenName(
        (row) => row.sessions,
        (row) => row.value,
      ),
    )
    .slice(0, limit)
}

/** Plausible's definitions: visits, unique visitors, bounce rate and mean visit length. */
export function headline({ sessions, bounces, durationMs, pageviews, visitors, converters }: DailyTotals): Headline {
  return {
    totalVisitors: sessions,
    uniqueVisitors: visitors,
    pageViews: pageviews,
    bounceRate: percent(bounces, sessions),
    avgSessionDuration: sessions > 0 ? Math.round(durationMs / 1000 / sessions) : 0,
    assessmentConversionRate: percent(converters, visitors),
  }
}

/** Plausible's definitions over a range's sums; breakdown percentages are of sessions. */
export function visitorAnalytics(range: RangeTotals): VisitorAnalytics {
  const { sessions } = range.totals
  const { assessmentConversionRate, ...figures } = headline(range.totals)
  const share = (dimension: Dimension) =>
    breakdown(range, dimension, BREAKDOWN_LIMIT).map((row) => ({
      value: row.value,
      percentage: percent(row.sessions, sessions),
    }))
  const hourly = new Array<number>(24).fill(0)
  for (const row of range.hours) hourly[row.hour] += row.visitors
  return {
    ...figures,
    conversionMetrics: { assessmentConversionRate },
    deviceBreakdown: share('device').map(({ value, percentage }) => ({ device: value, percentage })),
    browserBreakdown: share('browser').map(({ value, percentage }) => ({ browser: value, percentage })),
    countryBreakdown: share('country').map(({ value, percentage }) => ({ country: value, percentage })),
    topPages: [...range.pages]
      .sort(
        byCountThenName(
          (row) => row.views,
          (row) => row.path,
        ),
      )
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ path: row.path, views: row.views, uniqueViews: row.uniques })),
    topReferrers: breakdown(range, 'referrer', TOP_LIST_LIMIT).map((row) => ({
      referrer: row.value,
      visitors: row.visitors,
    })),
    hourlyTraffic: hourly.map((visitors, hour) => ({ hour, visitors })),
  }
}
