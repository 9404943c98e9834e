import type { DaySpan, ReportFilters } from '@/contracts/analytics'
import type { InStatement, InValue } from '@libsql/client'

import { globOf, LEAD_GOALS, type Matcher } from '@/analytics/model/conversions'
import { filtersKey } from '@/analytics/model/filters'
import { addDays } from '@/analytics/model/time'
import type { SqlClient } from '@/lib/sql-rows'

import { codeClass, codedDaysOf } from './sqlite-event-codes'
import { keptPastEach } from './sqlite-past'
import { visitConditions, VISIT_FIGURES } from './sqlite-visits'
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

/** A value of one day of a span. */
type DayValue<T> = { day: string; value: T }

/** A goal's condition on an event `e` of the dictionary of coded events (sqlite-event-codes.ts). */
function goalEvent(matcher: Matcher): { sql: string; args: InValue[] } {
  if (matcher.type === 'page') return { sql: `e.name = 'pageview' AND e.path GLOB ?`, args: [globOf(matcher.path)] }
  if (matcher.type === 'event') return { sql: 'e.name = ?', args: [`custom:${matcher.event}`] }
  throw new Error(`A goal is a page or an event, not ${matcher.type}`)
}

/** The days of a span, split into those whose visits are coded (sqlite-event-codes.ts) and the others. */
async function splitCoded(client: SqlClient, span: DaySpan): Promise<{ coded: string[]; other: string[] }> {
  const marked = await codedDaysOf(client, span.from, span.to)
  const split: { coded: string[]; other: string[] } = { coded: [], other: [] }
  for (let day = span.from; day <= span.to; day = addDays(day, 1))
    (marked.has(day) ? split.coded : split.other).push(day)
  return split
}

/** `v`: the kept visits of `days` (within `span`) that pass the filters. */
function visitsOn(span: DaySpan, filters: ReportFilters, days: string[]): { where: string; args: InValue[] } {
  const visits = visitConditions(span, filters, 'v.')
  return {
    where: [...visits.where, 'v.day IN (SELECT value FROM json_each(?))'].join(' AND '),
    args: [...visits.args, JSON.stringify(days)],
  }
}

const GOAL_SUMS = `SELECT day, goal, NULL AS source, COUNT(*) AS conversions, COUNT(DISTINCT visitor_id) AS visitors FROM m GROUP BY day, goal UNION ALL SELECT day, goal, referrer AS source, COUNT(*) AS conversions, COUNT(DISTINCT visitor_id) AS visitors FROM m GROUP BY day, goal, referrer`

/**
 * Per day and goal, the kept visits of some days that pass the filters and converted: converting visits
 * and distinct visitors, in all (`source` null) and per source. One statement for every goal: on coded
 * days a GLOB of each visit's event codes (the goal's class of codes anywhere in it), on the others, and
 * for a coded day's visit without codes, its pages or goals by key.
 */
function goalRowsStatement(
  span: DaySpan,
  filters: ReportFilters,
  goals: GoalMatch[],
  days: string[],
  coded: boolean,
): InStatement {
  const visits = visitsOn(span, filters, days)
  if (coded) {
    const events = goals.map(({ matcher }) => goalEvent(matcher))
    const classes = events.map((event, at) => `'*' || ${codeClass(event.sql)} || '*' AS c${at}`).join(', ')
    const parts = goals.map(({ key, matcher }, at) => {
      const condition = converted(matcher)
      return {
        sql: `SELECT ? AS goal, v.day, v.visitor_id, v.referrer FROM c CROSS JOIN ${TABLES.visits} v WHERE ${visits.where} AND (v.event_codes GLOB c.c${at} OR (v.event_codes IS NULL AND ${condition.sql}))`,
        args: [key, ...visits.args, ...condition.args],
      }
    })
    return {
      sql: `WITH c AS MATERIALIZED (SELECT ${classes}), m AS MATERIALIZED (${parts.map((part) => part.sql).join(' UNION ALL ')}) ${GOAL_SUMS}`,
      args: [...events.flatMap((event) => event.args), ...parts.flatMap((part) => part.args)],
    }
  }
  const parts = goals.map(({ key, matcher }) => {
    const condition = converted(matcher)
    return {
      sql: `SELECT ? AS goal, v.day, v.visitor_id, v.referrer FROM v WHERE ${condition.sql}`,
      args: [key, ...condition.args],
    }
  })
  // Materialized: each goal reads v again, which would search the index each time.
  return {
    sql: `WITH v AS MATERIALIZED (SELECT ${VISIT_FIGURES} FROM ${TABLES.visits} v WHERE ${visits.where}), m AS MATERIALIZED (${parts.map((part) => part.sql).join(' UNION ALL ')}) ${GOAL_SUMS}`,
    args: [...visits.args, ...parts.flatMap((part) => part.args)],
  }
}

/** Per day and goal of a span, the goals' rows (goalRowsStatement) of its coded and its other days. */
async function goalRowsRead(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  goals: GoalMatch[],
): Promise<DayValue<GoalRow[]>[]> {
  const { coded, other } = await splitCoded(client, span)
  const statements = [
    ...(coded.length > 0 ? [goalRowsStatement(span, filters, goals, coded, true)] : []),
    ...(other.length > 0 ? [goalRowsStatement(span, filters, goals, other, false)] : []),
  ]
  const results = await client.batch(statements, 'read')
  const days = new Map<string, GoalRow[]>()
  for (const row of results.flatMap((result) => result.rows)) {
    const day = String(row.day)
    const rows = days.get(day) ?? days.set(day, []).get(day)!
    rows.push({
      key: String(row.goal),
      source: row.source === null ? null : String(row.source),
      conversions: Number(row.conversions),
      visitors: Number(row.visitors),
    })
  }
  return [...days].map(([day, value]) => ({ day, value }))
}

/** Goal rows summed per goal and source (converting visits and distinct visitors add up over days). */
function sumGoalRows(parts: GoalRow[][]): GoalRow[] {
  const summed = new Map<string, GoalRow>()
  for (const row of parts.flat()) {
    const id = JSON.stringify([row.key, row.source])
    const sum = summed.get(id)
    if (sum) {
      sum.conversions += row.conversions
      sum.visitors += row.visitors
    } else summed.set(id, { ...row })
  }
  return [...summed.values()]
}

/** A funnel step's condition on an event `e` of the log (its name is `pageview`, a built-in goal or `custom:<name>`). */
function stepCondition(matcher: Matcher): { sql: string; args: InValue[] } {
  switch (matcher.type) {
    case 'page':
      return { sql: `(e.name = 'pageview' AND e.path GLOB ?)`, args: [globOf(matcher.path)] }
    case 'event':
      return { sql: 'e.name = ?', args: [`custom:${matcher.event}`] }
    case 'builtin':
      return { sql: 'e.name = ?', args: [matcher.goal] }
    case 'lead':
      return { sql: `e.name IN (${LEAD_GOALS.map(() => '?').join(', ')})`, args: [...LEAD_GOALS] }
  }
}

/**
 * An event is written as one character, U+0100 plus the mask of the steps it matches (at most 8 steps:
 * U+0101…U+01FF), so a visit is a string of its matching events in order. Reaching step k is then the
 * GLOB `*[step 1]*[step 2]*…*[step k]*`, each class the characters whose mask holds that step: the
 * events matching the steps in order, each step at a later event than the one before, as `funnelReach`
 * walks them (SQLite's GLOB gives up on a `*` once what follows cannot match, so it stays linear).
 */
const MASK_CHAR = 0x100

function reachPattern(steps: number, reached: number): string {
  const masks = Array.from({ length: 2 ** steps - 1 }, (_, at) => at + 1)
  const classes = Array.from(
    { length: reached },
    (_, step) =>
      `[${String.fromCharCode(...masks.filter((mask) => mask & (1 << step)).map((mask) => MASK_CHAR + mask))}]`,
  )
  return `*${classes.join('*')}*`
}

/**
 * The deepest step from `lowest` up whose `patterns` (reachPattern, step 1 first) the walked string `s`
 * matches, else `otherwise`: `CASE WHEN s GLOB ? THEN n … END`, its arguments the patterns deepest first.
 */
function deepestStep(s: string, patterns: string[], lowest: number, otherwise: number) {
  const tried = patterns.slice(lowest - 1).reverse()
  return {
    sql: tried.length
      ? `CASE ${tried.map((_, at) => `WHEN ${s} GLOB ? THEN ${patterns.length - at}`).join(' ')} ELSE ${otherwise} END`
      : String(otherwise),
    args: tried,
  }
}

/**
 * One statement: distinct visitors reaching each step (`s1`…) among the kept visits of some days (within
 * `span`) that pass the filters. Distinct visitors add up over days (a visitor id is salted per day), so
 * they are counted per (day, visitor). On coded days each visit's string of event codes is matched
 * against the patterns, each step's class the codes of the events it matches (sqlite-event-codes.ts), and
 * a visit without codes has its own events walked; on the others the statement walks the days' event log
 * by its (day, session_id, ts) index, keeps the events some step matches, and finds each visit's visitor
 * by the visits' primary key.
 */
function funnelStatement(
  span: DaySpan,
  filters: ReportFilters,
  matchers: Matcher[],
  days: string[],
  coded: boolean,
): InStatement {
  const conditions = matchers.map(stepCondition)
  const visits = visitsOn(span, filters, days)
  const counts = `SELECT day, ${matchers.map((_, step) => `SUM(reach >= ${step + 1}) AS s${step + 1}`).join(', ')} FROM r GROUP BY day`
  const mask = conditions.map((condition, step) => `((${condition.sql}) << ${step})`).join(' | ')
  const patterns = matchers.map((_, step) => reachPattern(matchers.length, step + 1))
  if (coded) {
    const classes = conditions.map((condition, step) => `${codeClass(condition.sql)} AS c${step}`).join(', ')
    const codedPatterns = matchers
      .map(
        (_, step) =>
          `'*' || ${matchers
            .slice(0, step + 1)
            .map((__, at) => `c${at}`)
            .join(` || '*' || `)} || '*' AS p${step + 1}`,
      )
      .join(', ')
    const deeper = matchers.slice(1).map((_, at) => matchers.length - at)
    const reach = deeper.length
      ? `CASE ${deeper.map((step) => `WHEN v.event_codes GLOB p.p${step} THEN ${step}`).join(' ')} ELSE 1 END`
      : '1'
    // A visit without codes (an event of it came when the dictionary was full): its events walked, as below.
    const walked = deepestStep('w.s', patterns, 1, 0)
    const walkedReach = `(SELECT ${walked.sql} FROM (SELECT group_concat(char(${MASK_CHAR} + (${mask})), '' ORDER BY e.ts, e.id) AS s FROM ${TABLES.events} e WHERE e.day = v.day AND e.session_id = v.id) w)`
    return {
      sql: `WITH p AS MATERIALIZED (SELECT ${codedPatterns} FROM (SELECT ${classes})),
r AS (SELECT v.day, MAX(CASE WHEN v.event_codes IS NULL THEN ${walkedReach} ELSE ${reach} END) AS reach FROM p CROSS JOIN ${TABLES.visits} v WHERE ${visits.where} AND (v.event_codes GLOB p.p1 OR v.event_codes IS NULL) GROUP BY v.day, v.visitor_id)
${counts}`,
      args: [
        ...conditions.flatMap((condition) => condition.args),
        ...walked.args,
        ...conditions.flatMap((condition) => condition.args),
        ...visits.args,
      ],
    }
  }
  const reach = deepestStep('ev.s', patterns, 2, 1)
  return {
    sql: `WITH ev AS (SELECT day, session_id, group_concat(char(${MASK_CHAR} + mask), '' ORDER BY ts, id) AS s FROM (SELECT e.day, e.session_id, e.ts, e.id, ${mask} AS mask FROM ${TABLES.events} e WHERE e.day IN (SELECT value FROM json_each(?))) WHERE mask > 0 GROUP BY day, session_id HAVING s GLOB ?),
r AS (SELECT v.day, MAX(${reach.sql}) AS reach FROM ev CROSS JOIN ${TABLES.visits} v ON v.day = ev.day AND v.id = ev.session_id WHERE ${visits.where} GROUP BY v.day, v.visitor_id)
${counts}`,
    args: [
      ...conditions.flatMap((condition) => condition.args),
      JSON.stringify(days),
      patterns[0],
      ...reach.args,
      ...visits.args,
    ],
  }
}

/** Each funnel's visitors per step added up over parts of a span (all zero for none). */
const sumFunnels = (funnels: (Matcher | null)[][], parts: number[][][]): number[][] =>
  funnels.map((matchers, at) => matchers.map((_, step) => parts.reduce((sum, part) => sum + part[at][step], 0)))

/**
 * Per day of a span (days nobody reached a first step left out), each funnel's visitors per step, one
 * statement per funnel; a missing step and those after it: 0.
 */
async function funnelRead(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  funnels: (Matcher | null)[][],
): Promise<DayValue<number[][]>[]> {
  const walked = funnels.map((matchers) => {
    const missing = matchers.indexOf(null)
    return (missing === -1 ? matchers : matchers.slice(0, missing)) as Matcher[]
  })
  const { coded, other } = await splitCoded(client, span)
  const parts = [
    { days: coded, coded: true },
    { days: other, coded: false },
  ].filter(({ days }) => days.length > 0)
  const read = walked.flatMap((matchers, at) =>
    matchers.length > 0
      ? parts.map((part) => ({ at, statement: funnelStatement(span, filters, matchers, part.days, part.coded) }))
      : [],
  )
  const results =
    read.length > 0
      ? await client.batch(
          read.map(({ statement }) => statement),
          'read',
        )
      : []
  const days = new Map<string, number[][]>()
  read.forEach(({ at }, index) => {
    for (const row of results[index].rows) {
      const day = String(row.day)
      const value = days.get(day) ?? days.set(day, sumFunnels(funnels, [])).get(day)!
      value[at] = funnels[at].map((_, step) => Number(row[`s${step + 1}`] ?? 0))
    }
  })
  return [...days].map(([day, value]) => ({ day, value }))
}

/**
 * A span's closed days (through `closedThrough`: no write changes their visits any more) and its open
 * days, either possibly empty.
 */
function splitAtClosed(span: DaySpan, closedThrough: string): { past: DaySpan | null; open: DaySpan | null } {
  const pastTo = span.to < closedThrough ? span.to : closedThrough
  const openFrom = span.from > closedThrough ? span.from : addDays(closedThrough, 1)
  return {
    past: span.from <= pastTo ? { from: span.from, to: pastTo } : null,
    open: openFrom <= span.to ? { from: openFrom, to: span.to } : null,
  }
}

/**
 * A span of closed days as its whole calendar months and its other days, each kept apart: when another
 * day closes, a span read before needs only that day read.
 */
function closedBuckets(past: DaySpan): DaySpan[] {
  const buckets: DaySpan[] = []
  for (let day = past.from; day <= past.to;) {
    const monthEnd = addDays(`${addDays(`${day.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1)
    const to = day.endsWith('-01') && monthEnd <= past.to ? monthEnd : day
    buckets.push({ from: day, to })
    day = addDays(to, 1)
  }
  return buckets
}

/**
 * A read over a span, summed: its closed days' parts (`closedBuckets`) kept in the past-part cache under
 * `key(bucket)` (those missing read by one `readDays` over them, then summed per bucket), its open days
 * read each time.
 */
async function pastAndOpen<T>(
  client: SqlClient,
  span: DaySpan,
  closedThrough: string,
  key: (bucket: DaySpan) => string,
  readDays: (span: DaySpan) => Promise<DayValue<T>[]>,
  sum: (parts: T[]) => T,
): Promise<T> {
  const { past, open } = splitAtClosed(span, closedThrough)
  const buckets = past ? closedBuckets(past) : []
  const kept = await keptPastEach(client, buckets.map(key), async (missing) => {
    const wanted = missing.map((at) => buckets[at])
    const days = await readDays({ from: wanted[0].from, to: wanted[wanted.length - 1].to })
    return wanted.map((bucket) =>
      sum(days.filter(({ day }) => day >= bucket.from && day <= bucket.to).map(({ value }) => value)),
    )
  })
  const fresh = open ? (await readDays(open)).map(({ value }) => value) : []
  return sum([...kept, ...fresh])
}

/**
 * The custom goals' rows over a span: its closed days' rows kept in the past-part cache (without
 * `closedThrough`, every day is read), its open days' read each time, and summed per goal and source
 * (converting visits and distinct visitors add up over days, a visitor id being salted per day).
 */
export async function sqliteGoalRows(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  goals: GoalMatch[],
  closedThrough?: string,
): Promise<GoalRow[]> {
  if (goals.length === 0) return []
  const read = (part: DaySpan) => goalRowsRead(client, part, filters, goals)
  if (closedThrough === undefined) return sumGoalRows((await read(span)).map(({ value }) => value))
  return pastAndOpen(
    client,
    span,
    closedThrough,
    (bucket) => JSON.stringify(['goals', filtersKey(filters), bucket, goals]),
    read,
    sumGoalRows,
  )
}

/**
 * The funnels' visitors per step over a span: its closed days (through `closedThrough`, whose visits no
 * write changes) read once and kept in the past-part cache by month and day, its open days read each
 * time, and added (distinct visitors add up over days). So a report after a write reads the open days'
 * events only, and after a day closes that day's.
 */
export async function sqliteFunnelVisitors(
  client: SqlClient,
  span: DaySpan,
  filters: ReportFilters,
  funnels: (Matcher | null)[][],
  closedThrough: string,
): Promise<number[][]> {
  if (funnels.length === 0) return []
  return pastAndOpen(
    client,
    span,
    closedThrough,
    (bucket) => JSON.stringify(['funnels', filtersKey(filters), bucket, funnels]),
    (part) => funnelRead(client, part, filters, funnels),
    (parts) => sumFunnels(funnels, parts),
  )
}
