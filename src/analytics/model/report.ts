import { filterEntries, type DaySpan, type ReportFilters } from '@/contracts/analytics'
import { QUESTIONS } from '@/lib/assessment/questions'

import { CHANNELS } from '@/lib/channels'
import type { Goal } from '@/contracts/analytics-event'
import {
  REPORTED_GOALS,
  type FunnelStage,
  type Granularity,
  type TrendPoint,
  type VisitorReport,
} from '@/contracts/analytics-answers'
import { headline, percent, TOP_LIST_LIMIT, visitorAnalytics, type RangeTotals } from './metrics'
import { bucketKeys, type Period } from './period'
import type { DailyTotals, Dimension } from './rollup'

/** One stored bucket of the trend: an hour (0–23), a day (YYYY-MM-DD) or a month (YYYY-MM). */
export type SeriesRow = { key: string; visitors: number; pageviews: number }

/** Funnel stage names: 'Started', then the form's steps in order (details, each question, economics), then 'Completed'. */
function stepLabel(step: number): string {
  if (step === 0) return 'Business details'
  if (step <= QUESTIONS.length) return `Question ${step}`
  return 'Customer economics'
}

export function assessmentFunnel(goals: RangeTotals['goals']): FunnelStage[] {
  const visitorsOf = (goal: Goal, detail = '') =>
    goals.filter((row) => row.goal === goal && row.detail === detail).reduce((sum, row) => sum + row.visitors, 0)
  const stages = [
    { stage: 'Started', visitors: visitorsOf('assessment_started') },
    ...Array.from({ length: QUESTIONS.length + 2 }, (_, step) => ({
      stage: stepLabel(step),
      visitors: visitorsOf('assessment_step', String(step)),
    })),
    { stage: 'Completed', visitors: visitorsOf('assessment_completed') },
    { stage: 'Meeting booked', visitors: visitorsOf('meeting_booked') },
  ]
  return stages.map((stage, index) => {
    const before = index === 0 ? stage.visitors : stages[index - 1].visitors
    return { ...stage, dropOff: percent(Math.max(0, before - stage.visitors), before) }
  })
}

/** Per-visit dimension rows of one dimension, most visitors first. */
const rowsOf = (range: RangeTotals, dimension: Dimension) =>
  range.dimensions
    .filter((row) => row.dimension === dimension)
    .sort((a, b) => b.visitors - a.visitors || b.sessions - a.sessions || a.value.localeCompare(b.value))

/** The lists beyond the spec's, each carrying at most TOP_LIST_LIMIT rows. */
function acquisition(range: RangeTotals) {
  const unique = range.totals.visitors
  const goals = REPORTED_GOALS.map((goal) => {
    const rows = range.goals.filter((row) => row.goal === goal)
    const visitors = rows.reduce((sum, row) => sum + row.visitors, 0)
    return {
      goal,
      events: rows.reduce((sum, row) => sum + row.events, 0),
      visitors,
      conversionRate: percent(visitors, unique),
    }
  })
  const channels = new Map(rowsOf(range, 'channel').map((row) => [row.value, row]))
  return {
    goals,
    assessmentFunnel: assessmentFunnel(range.goals),
    // Every channel is listed, those without visits as zeros, so the list reads the same each time.
    channels: CHANNELS.map((channel) => {
      const row = channels.get(channel)
      return {
        channel,
        visitors: row?.visitors ?? 0,
        conversionRate: percent(row?.conversions ?? 0, row?.sessions ?? 0),
      }
    }).sort((a, b) => b.visitors - a.visitors),
    campaigns: rowsOf(range, 'utm_campaign')
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({
        campaign: row.value,
        visitors: row.visitors,
        conversionRate: percent(row.conversions, row.sessions),
      })),
    entryPages: rowsOf(range, 'entry_page')
      .sort((a, b) => b.sessions - a.sessions || a.value.localeCompare(b.value))
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ path: row.value, visits: row.sessions, bounceRate: percent(row.bounces, row.sessions) })),
    exitPages: [...range.exits]
      .sort((a, b) => b.exits - a.exits || a.path.localeCompare(b.path))
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ path: row.path, exits: row.exits, exitRate: percent(row.exits, row.views) })),
    utmTerms: rowsOf(range, 'utm_term')
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ term: row.value, visitors: row.visitors })),
    utmContents: rowsOf(range, 'utm_content')
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ content: row.value, visitors: row.visitors })),
    brokenLinks: range.goals
      .filter((row) => row.goal === 'not_found')
      .sort((a, b) => b.events - a.events || a.detail.localeCompare(b.detail))
      .slice(0, TOP_LIST_LIMIT)
      .map((row) => ({ path: row.detail, views: row.events, visitors: row.visitors })),
  }
}

const bucketDate = (span: DaySpan, granularity: Granularity, key: string) =>
  granularity === 'hour' ? `${span.from}T${key.padStart(2, '0')}:00` : key

/** Every bucket of a span in order, those without traffic as zeros. */
export function fillSeries(span: DaySpan, granularity: Granularity, rows: readonly SeriesRow[]): TrendPoint[] {
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return bucketKeys(span, granularity).map((key) => ({
    date: bucketDate(span, granularity, key),
    visitors: byKey.get(key)?.visitors ?? 0,
    pageViews: byKey.get(key)?.pageviews ?? 0,
  }))
}

type ReportInputs = {
  period: Period
  current: RangeTotals
  series: SeriesRow[]
  previous: { totals: DailyTotals; series: SeriesRow[] } | null
  visitorsNow: number
  filters?: ReportFilters
}

export function visitorReport({
  period,
  current,
  series,
  previous,
  visitorsNow,
  filters = {},
}: ReportInputs): VisitorReport {
  const { from, to, range, granularity, compare } = period
  return {
    ...visitorAnalytics(current),
    ...acquisition(current),
    period: { from, to, range, granularity, compare },
    previousPeriod: period.previous && previous ? { ...period.previous, ...headline(previous.totals) } : null,
    series: fillSeries(period, granularity, series),
    previousSeries: period.previous && previous ? fillSeries(period.previous, granularity, previous.series) : [],
    visitorsNow,
    filters: Object.fromEntries(filterEntries(filters)),
  }
}
