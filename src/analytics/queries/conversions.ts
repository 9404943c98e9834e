import type { PeriodQuery, ReportFilters } from '@/contracts/analytics'
import type { ConversionsReport, CustomGoal, Funnel, GoalReport } from '@/contracts/analytics-saved'
import { funnelReport, stepLabel, stepMatcher, type Matcher } from '@/analytics/model/conversions'
import { filtersKey } from '@/analytics/model/filters'
import { closedThrough } from '@/analytics/model/slices'
import { localDayHour } from '@/analytics/model/time'
import { percent } from '@/analytics/model/metrics'
import { assessmentFunnel } from '@/analytics/model/report'

import type { Collector } from '../collector'
import type { GoalMatch } from '../store/conversion-types'
import type { AnalyticsStore } from '../store/types'
import { periodFor } from './visitor-analytics'

/** Sources listed per goal. */
const SOURCES_PER_GOAL = 10

const goalMatcher = (goal: CustomGoal): GoalMatch['matcher'] =>
  goal.type === 'page' ? { type: 'page', path: goal.path } : { type: 'event', event: goal.event }

/**
 * The custom goals (visitors, converting visits and rate, by source) and the funnels of a period and
 * its filters: the assessment funnel from the report's goal figures, the saved ones from the visits'
 * events in order.
 */
export async function conversionsReportFor(
  { store, collector }: { store: AnalyticsStore; collector: Collector },
  { goals, funnels }: { goals: CustomGoal[]; funnels: Funnel[] },
  query: PeriodQuery,
  timeZone: string,
  now: number,
  filters: ReportFilters,
): Promise<ConversionsReport> {
  await collector.flush()
  const period = await periodFor(store, query, timeZone, now)
  const span = { from: period.from, to: period.to }
  const matchers = new Map<string, Matcher>(goals.map((goal) => [goal.id, goalMatcher(goal)]))
  for (const builtIn of ['assessment_started', 'assessment_completed', 'contact_submitted'])
    matchers.set(builtIn, { type: 'builtin', goal: builtIn })
  const names = new Map(goals.map((goal) => [goal.id, goal.name]))
  const steps = funnels.map((funnel) => funnel.steps.map((step) => stepMatcher(step, matchers)))
  const closed = closedThrough(localDayHour(now, timeZone).day)
  const [figures, rows, funnelReports] = await Promise.all([
    // The report's own figures: the visitor report just read them, so this is its cache entry.
    store.periodFigures(period, filters),
    store.goalRows(
      span,
      filters,
      goals.map((goal) => ({ key: goal.id, matcher: goalMatcher(goal) })),
      closed,
    ),
    // Kept until the next write, like the report; the closed days' part is kept longer by the store.
    store.memo(`funnels|${span.from}:${span.to}|${filtersKey(filters)}|${JSON.stringify(steps)}`, async () => {
      const reached = await store.funnelVisitors(span, filters, steps, closed)
      return funnels.map((funnel, index) =>
        funnelReport(
          funnel.steps.map((step) => stepLabel(step, names)),
          reached[index],
        ),
      )
    }),
  ])
  const unique = figures.current.totals.visitors
  const goalReports: GoalReport[] = goals.map((goal) => {
    const own = rows.filter((row) => row.key === goal.id)
    const total = own.find((row) => row.source === null)
    return {
      id: goal.id,
      name: goal.name,
      visitors: total?.visitors ?? 0,
      conversions: total?.conversions ?? 0,
      conversionRate: percent(total?.visitors ?? 0, unique),
      bySource: own
        .filter((row) => row.source !== null)
        .sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.source!.localeCompare(b.source!))
        .slice(0, SOURCES_PER_GOAL)
        .map((row) => ({ source: row.source!, visitors: row.visitors, conversions: row.conversions })),
    }
  })
  const assessment = assessmentFunnel(figures.current.goals)
  return {
    period: span,
    visitors: unique,
    goals: goalReports,
    funnels: [
      {
        id: 'assessment',
        name: 'Assessment',
        steps: assessment.map((stage, index) => ({
          label: stage.stage,
          visitors: stage.visitors,
          conversion: percent(stage.visitors, index === 0 ? stage.visitors : assessment[index - 1].visitors),
          dropOff: stage.dropOff,
        })),
      },
      ...funnels.map((funnel, index) => ({ id: funnel.id, name: funnel.name, steps: funnelReports[index] })),
    ],
  }
}
