import type { Payload, Where } from 'payload'

import type { ReportSpan } from '@/lib/report-periods'
import { leadSource } from '@/analytics/model/leads-by-source'
import { zonedDayStart, addDays, siteTimeZone } from '@/analytics/model/time'
import { goalOf } from '@/analytics/saved'
import { analyticsStore, definitionStore } from '@/analytics/store'
import type { RangeTotals } from '@/analytics/model/metrics'

const TOP = 5

export type AnalyticsReport = {
  span: ReportSpan
  visitors: { count: number; previous: number }
  pageViews: { count: number; previous: number }
  topSources: { source: string; visitors: number }[]
  topPages: { path: string; views: number }[]
  goals: { name: string; visitors: number; conversions: number }[]
  /** Inquiries and assessments by the source of their visit; meetings once the meetings module records them. */
  leadsBySource: { source: string; inquiries: number; assessments: number; meetings: number }[]
}

const top = <T>(rows: T[], by: (row: T) => number) => [...rows].sort((a, b) => by(b) - by(a)).slice(0, TOP)

function sources(range: RangeTotals) {
  return top(
    range.dimensions.filter((row) => row.dimension === 'referrer' && row.visitors > 0),
    (row) => row.visitors,
  ).map((row) => ({ source: row.value, visitors: row.visitors }))
}

/** Meetings booked (not cancelled) in the span, by their assessment's source as the leads count it ('' without one). */
async function meetingsBySource(payload: Payload, createdIn: Where): Promise<Map<string, number>> {
  const { docs: meetings } = await payload.find({
    collection: 'meetings',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    where: { and: [createdIn, { status: { not_equals: 'cancelled' } }] },
    select: { assessment: true },
  })
  const idOf = (assessment: (typeof meetings)[number]['assessment']) =>
    assessment && typeof assessment === 'object' ? assessment.id : assessment
  const ids = [...new Set(meetings.map((meeting) => idOf(meeting.assessment)).filter((id) => id != null))]
  const { docs: leads } = ids.length
    ? await payload.find({
        collection: 'assessments',
        overrideAccess: true,
        pagination: false,
        depth: 0,
        where: { id: { in: ids } },
        select: { attribution: true },
      })
    : { docs: [] }
  const sourceOf = new Map(leads.map((lead) => [lead.id, leadSource(lead.attribution)]))
  const counts = new Map<string, number>()
  for (const meeting of meetings) {
    const id = idOf(meeting.assessment)
    const source = (id != null && sourceOf.get(id)) || ''
    counts.set(source, (counts.get(source) ?? 0) + 1)
  }
  return counts
}

/** The figures of one e-mailed report: the period against the one before, top sources, pages and goals, leads by source. */
export async function buildAnalyticsReport(payload: Payload, span: ReportSpan): Promise<AnalyticsReport> {
  const store = analyticsStore(payload)
  const timeZone = siteTimeZone()
  const period = { from: span.from, to: span.to, granularity: 'day' as const, previous: span.previous }
  const goals = (await definitionStore(payload).list('goal')).map(goalOf)
  const [figures, goalRows] = await Promise.all([
    store.periodFigures(period),
    store.goalRows(
      { from: span.from, to: span.to },
      {},
      goals.map((goal) => ({
        key: goal.id,
        matcher: goal.type === 'page' ? { type: 'page', path: goal.path } : { type: 'event', event: goal.event },
      })),
    ),
  ])
  const createdIn: Where = {
    and: [
      { createdAt: { greater_than_equal: new Date(zonedDayStart(span.from, timeZone)).toISOString() } },
      { createdAt: { less_than: new Date(zonedDayStart(addDays(span.to, 1), timeZone)).toISOString() } },
    ],
  }
  const [inquiries, assessments, meetings] = await Promise.all([
    payload.find({
      collection: 'contact-inquiries',
      overrideAccess: true,
      pagination: false,
      depth: 0,
      where: createdIn,
      select: { attribution: true },
    }),
    payload.find({
      collection: 'assessments',
      overrideAccess: true,
      pagination: false,
      depth: 0,
      where: createdIn,
      select: { attribution: true },
    }),
    meetingsBySource(payload, createdIn),
  ])
  const bySource = new Map<string, { source: string; inquiries: number; assessments: number; meetings: number }>()
  const row = (source: string) => {
    const name = source || 'unknown'
    let found = bySource.get(name)
    if (!found) bySource.set(name, (found = { source: name, inquiries: 0, assessments: 0, meetings: 0 }))
    return found
  }
  for (const lead of inquiries.docs) row(leadSource(lead.attribution)).inquiries += 1
  for (const lead of assessments.docs) row(leadSource(lead.attribution)).assessments += 1
  for (const [source, count] of meetings) row(source).meetings += count
  return {
    span,
    visitors: { count: figures.current.totals.visitors, previous: figures.previous?.totals.visitors ?? 0 },
    pageViews: { count: figures.current.totals.pageviews, previous: figures.previous?.totals.pageviews ?? 0 },
    topSources: sources(figures.current),
    topPages: top(figures.current.pages, (page) => page.views).map(({ path, views }) => ({ path, views })),
    goals: goals.map((goal) => {
      const total = goalRows.find((each) => each.key === goal.id && each.source === null)
      return { name: goal.name, visitors: total?.visitors ?? 0, conversions: total?.conversions ?? 0 }
    }),
    leadsBySource: top([...bySource.values()], (each) => each.inquiries + each.assessments + each.meetings),
  }
}
