import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { Connection } from 'mongoose'

import { regexOf, type VisitEvents } from '@/analytics/model/conversions'

import type { GoalMatch, GoalRow } from './conversion-types'
import { filteredVisits } from './mongo-visit-pipelines'
import { TABLES } from './types'

type Document = Record<string, unknown>
type KeptVisit = {
  _id: string
  visitorId: string
  referrer: string
  pages: { path: string }[]
  goals: { goal: string; detail: string }[]
}

/**
 * Custom goals on MongoDB, mirroring src/analytics/store/sqlite-conversions.ts: the kept visits that
 * pass the filters with their pages and custom events, matched here (one pass over the visits).
 */
export async function mongoGoalRows(
  connection: Pick<Connection, 'collection'>,
  span: DaySpan,
  filters: ReportFilters,
  goals: GoalMatch[],
): Promise<GoalRow[]> {
  if (goals.length === 0) return []
  const { collection, stages } = filteredVisits(span, filters)
  const visits = await connection
    .collection(collection)
    .aggregate<KeptVisit>([
      ...stages,
      { $lookup: { from: TABLES.visitPages, localField: '_id', foreignField: 'visitId', as: 'pages' } },
      { $lookup: { from: TABLES.visitGoals, localField: '_id', foreignField: 'visitId', as: 'goals' } },
      { $project: { visitorId: 1, referrer: 1, 'pages.path': 1, 'goals.goal': 1, 'goals.detail': 1 } },
    ] as Document[])
    .toArray()
  const tests = goals.map(({ matcher }) => {
    if (matcher.type === 'page') {
      const regex = regexOf(matcher.path)
      return (visit: KeptVisit) => visit.pages.some((page) => regex.test(page.path))
    }
    return (visit: KeptVisit) => visit.goals.some((goal) => goal.goal === 'custom' && goal.detail === matcher.event)
  })
  const sums = new Map<string, { key: string; source: string | null; conversions: number; visitors: Set<string> }>()
  const add = (key: string, source: string | null, visitorId: string) => {
    const id = `${key}\u0000${source ?? '\u0001'}`
    let sum = sums.get(id)
    if (!sum) sums.set(id, (sum = { key, source, conversions: 0, visitors: new Set() }))
    sum.conversions += 1
    sum.visitors.add(visitorId)
  }
  for (const visit of visits) {
    goals.forEach(({ key }, index) => {
      if (!tests[index](visit)) return
      add(key, null, visit.visitorId)
      add(key, visit.referrer, visit.visitorId)
    })
  }
  return [...sums.values()].map(({ visitors, ...sum }) => ({ ...sum, visitors: visitors.size }))
}

/** The kept visits that pass the filters, each with its events in time order, for a funnel. */
export async function mongoVisitEvents(
  connection: Pick<Connection, 'collection'>,
  span: DaySpan,
  filters: ReportFilters,
): Promise<VisitEvents[]> {
  const { collection, stages } = filteredVisits(span, filters)
  const visits = await connection
    .collection(collection)
    .aggregate<{ _id: string; visitorId: string }>([...stages, { $project: { visitorId: 1 } }] as Document[])
    .toArray()
  if (visits.length === 0) return []
  const events = await connection
    .collection(TABLES.events)
    .aggregate<{ sessionId: string; name: string; path: string }>([
      { $match: { day: { $gte: span.from, $lte: span.to }, sessionId: { $in: visits.map((visit) => visit._id) } } },
      { $sort: { sessionId: 1, ts: 1 } },
      { $project: { sessionId: 1, name: 1, path: 1 } },
    ])
    .toArray()
  const byVisit = new Map(visits.map((visit) => [visit._id, { visitorId: visit.visitorId, events: [] } as VisitEvents]))
  for (const event of events) byVisit.get(event.sessionId)?.events.push({ name: event.name, path: event.path })
  return [...byVisit.values()]
}
