/**
 * The stored shape of visitor analytics: raw events (an audit log without any IP or user
 * agent), the live state of sessions and of today's visitors (shared by every instance), and
 * per-day rollups that every read aggregates, so a read costs the number of days and distinct
 * values, not the number of events. docs/analytics.md documents the tables.
 */
import { innerMap } from '@/lib/inner-map'

import { UTM_DIMENSIONS } from '@/contracts/analytics'
import type { Goal } from '@/contracts/analytics-event'

export type EventName = 'pageview' | Goal

/** `name` is the event's, a custom event's as `custom:<its name>` (a funnel reads it back). */
type EventRow = { ts: number; day: string; name: string; path: string; sessionId: string }

/** Per-visit dimensions, fixed by the visit's first event (its first touch). */
export const VISIT_DIMENSIONS = [
  'device',
  'browser',
  'country',
  'referrer',
  'channel',
  ...UTM_DIMENSIONS,
  'entry_page',
] as const
export type Dimension = (typeof VISIT_DIMENSIONS)[number]
/** A visit's value per dimension; a missing key (no UTM tag) writes no row for that dimension. */
export type VisitDimensions = Partial<Record<Dimension, string>>

/** A visit kept for filtered reports: its first-touch dimensions and totals, read by day and by dimension. */
export type VisitRow = Pick<SessionRow, 'id' | 'day' | 'visitorId' | 'startedAt' | 'lastAt' | 'pageviews'> & {
  /** 1 when the visit bounced, else 0 (so sums count bounces). */
  bounces: number
  durationMs: number
  /** 1 when the visit completed an assessment, else 0. */
  conversions: number
  /** The path of the visit's last page view. */
  exitPage: string
} & Record<Dimension, string>

/** Page views of one path in one local hour of one visit (day: the visit's). */
export type VisitPageRow = { visitId: string; day: string; path: string; hour: number; views: number }

/** Goal events of one visit, split by detail as the goal rollup is. */
export type VisitGoalRow = { visitId: string; day: string; goal: Goal; detail: string; events: number }

export type SessionRow = {
  id: string
  visitorId: string
  /** The local day the session started; all its figures count on that day. */
  day: string
  startedAt: number
  lastAt: number
  pageviews: number
  /** Interactive goal events (every goal but not_found); one makes the visit no bounce. */
  businessEvents: number
  /** Whether the visit completed an assessment. */
  assessment: boolean
  /** The first page of the visit. */
  entryPath: string
  /** The last page viewed in the visit ('' before its first page view). */
  exitPath: string
  dimensions: VisitDimensions
  /** Paths viewed in this visit (for unique page views), at most MAX_SESSION_PATHS. */
  paths: string[]
  /**
   * The visitor's events counted against the per-visitor limit in its current window (fixed,
   * VISITOR_WINDOW_MS from its first event), and when that window ends: the visit is written at
   * every flush anyway, so every instance counts there instead of in a counter of its own.
   */
  windowEvents: number
  windowEndsAt: number
}

export const MAX_SESSION_PATHS = 100

/**
 * One visitor id on one local day (ids are salted per day, so a visitor is only ever known
 * within a day): the local hours it was active in (bit h = hour h) and every rollup key it
 * was already counted under that day (`channel:Direct`, `goal:not_found:/x`, ...), which
 * makes every visitors column an exact count of distinct ids.
 */
export type VisitorDayRow = { day: string; visitorId: string; hours: number; seen: string[] }

export type DailyTotals = {
  sessions: number
  bounces: number
  durationMs: number
  pageviews: number
  visitors: number
  converters: number
}

/** A visit-level breakdown: visits, their page views, bounces and time, by one dimension value. */
export type DimensionCounts = {
  visitors: number
  sessions: number
  pageviews: number
  bounces: number
  durationMs: number
  /** Visits that completed an assessment. */
  conversions: number
}

export type DailyRow = { day: string } & DailyTotals
export type DimensionRow = { day: string; dimension: Dimension; value: string } & DimensionCounts
/** `exits`: visits whose last page view is of the path (moved on when a visit views another page). */
export type PageRow = { day: string; path: string; views: number; uniques: number; exits: number }
/** Page views and distinct visitors in one local hour of one day. */
export type HourRow = { day: string; hour: number; pageviews: number; visitors: number }
/** Goal completions: `detail` is the path for not_found, the step number for assessment_step, else ''. */
export type GoalRow = { day: string; goal: Goal; detail: string; events: number; visitors: number }

/** Everything one flush writes: new events, changed live state and rollup increments. */
export type Batch = {
  events: EventRow[]
  sessions: SessionRow[]
  visitorDays: VisitorDayRow[]
  daily: DailyRow[]
  dimensions: DimensionRow[]
  pages: PageRow[]
  hours: HourRow[]
  goals: GoalRow[]
  visits: VisitRow[]
  visitPages: VisitPageRow[]
  visitGoals: VisitGoalRow[]
}

/**
 * The kept row of a visit as its session now stands; a dimension it has no value for is ''. Spelled out
 * (not built from VISIT_DIMENSIONS): the flush makes one per visit written, and a literal is several
 * times cheaper than Object.fromEntries and a spread.
 */
function visitOf(session: SessionRow): VisitRow {
  const dimensions = session.dimensions
  return {
    device: dimensions.device ?? '',
    browser: dimensions.browser ?? '',
    country: dimensions.country ?? '',
    referrer: dimensions.referrer ?? '',
    channel: dimensions.channel ?? '',
    utm_source: dimensions.utm_source ?? '',
    utm_medium: dimensions.utm_medium ?? '',
    utm_campaign: dimensions.utm_campaign ?? '',
    utm_term: dimensions.utm_term ?? '',
    utm_content: dimensions.utm_content ?? '',
    entry_page: dimensions.entry_page ?? '',
    id: session.id,
    day: session.day,
    visitorId: session.visitorId,
    startedAt: session.startedAt,
    lastAt: session.lastAt,
    pageviews: session.pageviews,
    bounces: session.pageviews === 1 && session.businessEvents === 0 ? 1 : 0,
    durationMs: session.lastAt - session.startedAt,
    conversions: session.assessment ? 1 : 0,
    exitPage: session.exitPath,
  }
}

const emptyTotals = (): DailyTotals => ({
  sessions: 0,
  bounces: 0,
  durationMs: 0,
  pageviews: 0,
  visitors: 0,
  converters: 0,
})

export const emptyDimensionCounts = (): DimensionCounts => ({
  visitors: 0,
  sessions: 0,
  pageviews: 0,
  bounces: 0,
  durationMs: 0,
  conversions: 0,
})

export function add<T extends object>(row: T, delta: Partial<T>): void {
  // for-in, not Object.entries: no array per call (the fold adds to rows a few dozen times per event).
  for (const key in delta) (row[key] as number) += delta[key] as number
}

/** Sums increments per key until drained, so one flush writes each rollup row once. */
export class RollupBuffer {
  private events: EventRow[] = []
  private sessions = new Map<string, SessionRow>()
  /** The fold hands each visitor day over as one object: the rows themselves are the keys. */
  private visitorDays = new Set<VisitorDayRow>()
  private daily = new Map<string, DailyRow>()
  /**
   * By day, dimension and value: looked up with the strings the visits already hold, rather
   * than a key string built per visit at each flush (a quarter of the fold's time).
   */
  private dimensions = new Map<string, Map<Dimension, Map<string, DimensionRow>>>()
  private pages = new Map<string, PageRow>()
  private hours = new Map<string, HourRow>()
  private goals = new Map<string, GoalRow>()
  private visitPages = new Map<string, VisitPageRow>()
  private visitGoals = new Map<string, VisitGoalRow>()

  get size(): number {
    return this.events.length
  }

  event(row: EventRow): void {
    this.events.push(row)
  }

  session(row: SessionRow): void {
    this.sessions.set(row.id, row)
  }

  visitorDay(row: VisitorDayRow): void {
    this.visitorDays.add(row)
  }

  totals(day: string, delta: Partial<DailyTotals>): void {
    let row = this.daily.get(day)
    if (!row) this.daily.set(day, (row = { day, ...emptyTotals() }))
    add(row, delta)
  }

  dimension(day: string, dimension: Dimension, value: string, delta: Partial<DimensionCounts>): void {
    add(this.dimensionRow(day, dimension, value), delta)
  }

  /** The row a visit's increments of one dimension value are summed in (kept by the fold per visit). */
  dimensionRow(day: string, dimension: Dimension, value: string): DimensionRow {
    const values = innerMap(innerMap(this.dimensions, day), dimension)
    let row = values.get(value)
    if (!row) values.set(value, (row = { day, dimension, value, ...emptyDimensionCounts() }))
    return row
  }

  private pageRow(day: string, path: string): PageRow {
    const key = `${day}\u0000${path}`
    let row = this.pages.get(key)
    if (!row) this.pages.set(key, (row = { day, path, views: 0, uniques: 0, exits: 0 }))
    return row
  }

  page(day: string, path: string, unique: boolean): void {
    const row = this.pageRow(day, path)
    row.views += 1
    if (unique) row.uniques += 1
  }

  /** A visit's last page moves from `from` ('' for none) to `to`. */
  exit(day: string, from: string, to: string): void {
    if (from) this.pageRow(day, from).exits -= 1
    this.pageRow(day, to).exits += 1
  }

  visitPage(visit: SessionRow, path: string, hour: number): void {
    const key = `${visit.id}\u0000${path}\u0000${hour}`
    let row = this.visitPages.get(key)
    if (!row) this.visitPages.set(key, (row = { visitId: visit.id, day: visit.day, path, hour, views: 0 }))
    row.views += 1
  }

  visitGoal(visit: SessionRow, goal: Goal, detail: string): void {
    const key = `${visit.id}\u0000${goal}\u0000${detail}`
    let row = this.visitGoals.get(key)
    if (!row) this.visitGoals.set(key, (row = { visitId: visit.id, day: visit.day, goal, detail, events: 0 }))
    row.events += 1
  }

  hour(day: string, hour: number, delta: { pageviews?: number; visitors?: number }): void {
    const key = `${day}\u0000${hour}`
    let row = this.hours.get(key)
    if (!row) this.hours.set(key, (row = { day, hour, pageviews: 0, visitors: 0 }))
    add(row, delta)
  }

  goal(day: string, goal: Goal, detail: string, newVisitor: boolean): void {
    const key = `${day}\u0000${goal}\u0000${detail}`
    let row = this.goals.get(key)
    if (!row) this.goals.set(key, (row = { day, goal, detail, events: 0, visitors: 0 }))
    row.events += 1
    if (newVisitor) row.visitors += 1
  }

  drain(): Batch {
    const batch: Batch = {
      events: this.events,
      sessions: [...this.sessions.values()],
      visitorDays: [...this.visitorDays.values()],
      daily: [...this.daily.values()],
      dimensions: [...this.dimensions.values()].flatMap((dimensions) =>
        [...dimensions.values()].flatMap((values) => [...values.values()]),
      ),
      pages: [...this.pages.values()],
      hours: [...this.hours.values()],
      goals: [...this.goals.values()],
      visits: [...this.sessions.values()].map(visitOf),
      visitPages: [...this.visitPages.values()],
      visitGoals: [...this.visitGoals.values()],
    }
    this.events = []
    for (const map of [
      this.sessions,
      this.visitorDays,
      this.daily,
      this.dimensions,
      this.pages,
      this.hours,
      this.goals,
      this.visitPages,
      this.visitGoals,
    ])
      map.clear()
    return batch
  }
}
