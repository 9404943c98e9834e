import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { InValue } from '@libsql/client'

import { globOf, LEAD_GOALS, type Matcher, type VisitEvents } from '@/analytics/model/conversions'
import type { SqlClient } from '@/lib/sql-rows'

import { filteredVisits } from './sqlite-visits'
import { TABLES } from './types'
import type { GoalMatch, GoalRow } from './conversion-types'

/** The condition on a kept visit `v` that it converted: it viewed a matching page, or sent the event. */
function converted(matcher: Matcher): { sql: string; args: InValue[] } {
  if (matcher.type === 'page')
    return {
      sql: `EXISTS (SELECT 1 FROM ${TABLES.visitPages} p WHERE p.day = v.day AND p.visit_id = v.id AND p.path GLOB ?)`,
      args: [globOf(matcher.path)],
    }
  if (matcher.type === 'event')
    return {
      sql: `EXISTS (SELECT 1 FROM ${TABLES.visitGoals} g WHERE g.day = v.day AND g.visit_id = v.id AND g.goal = 'custom' AND g.detail = ?)`,
      args: [matcher.event],
    }
  throw new Error(`A goal is a page or an event, not ${matcher.type}`)
}

/**
 * Per goal, the kept visits of a span that pass the filters and converted: converting visits and
 * distinct visitors, in all (`source` null) and per source. One statement for every goal.
 */
export async function sqliteGoalRows(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  goals: GoalMatch[],
): Promise<GoalRow[]> {
  if (goals.length === 0) return []
  const visits = filteredVisits(span, filters)
  const parts = goals.map(({ key, matcher }) => {
    const condition = converted(matcher)
    return {
      sql: `SELECT ? AS goal, v.visitor_id, v.referrer FROM v WHERE ${condition.sql}`,
      args: [key, ...condition.args],
    }
  })
  const sql = `${visits.sql}, m AS (${parts.map((part) => part.sql).join(' UNION ALL ')}) SELECT goal, NULL AS source, COUNT(*) AS conversions, COUNT(DISTINCT visitor_id) AS visitors FROM m GROUP BY goal UNION ALL SELECT goal, referrer AS source, COUNT(*) AS conversions, COUNT(DISTINCT visitor_id) AS visitors FROM m GROUP BY goal, referrer`
  const result = await client.execute({ sql, args: [...visits.args, ...parts.flatMap((part) => part.args)] })
  return result.rows.map((row) => ({
    key: String(row.goal),
    source: row.source === null ? null : String(row.source),
    conversions: Number(row.conversions),
    visitors: Number(row.visitors),
  }))
}

/** Only the events some step could match: most page views of a busy period match none. */
function relevantEvents(matchers: Matcher[]): { sql: string; args: InValue[] } {
  const names = new Set<string>()
  const pages: string[] = []
  for (const matcher of matchers) {
    if (matcher.type === 'page') pages.push(globOf(matcher.path))
    else if (matcher.type === 'event') names.add(`custom:${matcher.event}`)
    else if (matcher.type === 'builtin') names.add(matcher.goal)
    else for (const goal of LEAD_GOALS) names.add(goal)
  }
  const parts = [
    ...(names.size > 0 ? [`e.name IN (${[...names].map(() => '?').join(', ')})`] : []),
    ...(pages.length > 0 ? [`(e.name = 'pageview' AND (${pages.map(() => 'e.path GLOB ?').join(' OR ')}))`] : []),
  ]
  return { sql: parts.length > 0 ? `(${parts.join(' OR ')})` : '0', args: [...names, ...pages] }
}

/**
 * The kept visits of a span that pass the filters, each with its events in time order from the
 * events log (by its (day, session) index), for a funnel.
 */
export async function sqliteVisitEvents(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  matchers: Matcher[],
): Promise<VisitEvents[]> {
  const visits = filteredVisits(span, filters)
  const { sql: relevant, args } = relevantEvents(matchers)
  const result = await client.execute({
    sql: `${visits.sql} SELECT v.id, v.visitor_id, e.name, e.path FROM v CROSS JOIN ${TABLES.events} e ON e.day = v.day AND e.session_id = v.id WHERE ${relevant} ORDER BY v.day, v.id, e.ts, e.id`,
    args: [...visits.args, ...args],
  })
  const out: VisitEvents[] = []
  let last = ''
  for (const row of result.rows) {
    const id = String(row.id)
    if (id !== last) {
      out.push({ visitorId: String(row.visitor_id), events: [] })
      last = id
    }
    out[out.length - 1].events.push({ name: String(row.name), path: String(row.path) })
  }
  return out
}
