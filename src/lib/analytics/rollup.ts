/**
 * The stored shape of visitor analytics: raw events (an audit log without any IP or user
 * agent), one row per session, and per-day rollups that every read aggregates, so a read
 * costs the number of days and distinct values, not the number of events.
 */
export type EventName = 'pageview' | 'contact_submitted' | 'assessment_completed'

export type EventRow = { ts: number; day: string; name: EventName; path: string; sessionId: string }

export type SessionRow = {
  id: string
  visitorId: string
  /** The local day the session started; all its figures count on that day. */
  day: string
  startedAt: number
  lastAt: number
  pageviews: number
  businessEvents: number
  assessment: boolean
}

export type DailyTotals = {
  sessions: number
  bounces: number
  durationMs: number
  pageviews: number
  visitors: number
  converters: number
}

export type Dimension = 'device' | 'browser' | 'country' | 'referrer'

export type DailyRow = { day: string } & DailyTotals
export type DimensionRow = { day: string; dimension: Dimension; value: string; sessions: number }
export type PageRow = { day: string; path: string; views: number; uniques: number }
export type HourRow = { day: string; hour: number; pageviews: number }

/** Everything one flush writes: new events, changed sessions and rollup increments. */
export type Batch = {
  events: EventRow[]
  sessions: SessionRow[]
  daily: DailyRow[]
  dimensions: DimensionRow[]
  pages: PageRow[]
  hours: HourRow[]
}

export const emptyTotals = (): DailyTotals => ({
  sessions: 0,
  bounces: 0,
  durationMs: 0,
  pageviews: 0,
  visitors: 0,
  converters: 0,
})

/** Sums increments per key until drained, so one flush writes each rollup row once. */
export class RollupBuffer {
  private events: EventRow[] = []
  private sessions = new Map<string, SessionRow>()
  private daily = new Map<string, DailyRow>()
  private dimensions = new Map<string, DimensionRow>()
  private pages = new Map<string, PageRow>()
  private hours = new Map<string, HourRow>()

  get size(): number {
    return this.events.length
  }

  event(row: EventRow): void {
    this.events.push(row)
  }

  session(row: SessionRow): void {
    this.sessions.set(row.id, row)
  }

  totals(day: string, delta: Partial<DailyTotals>): void {
    let row = this.daily.get(day)
    if (!row) this.daily.set(day, (row = { day, ...emptyTotals() }))
    for (const [key, value] of Object.entries(delta) as [keyof DailyTotals, number][]) row[key] += value
  }

  dimension(day: string, dimension: Dimension, value: string): void {
    const key = `${day}\u0000${dimension}\u0000${value}`
    const row = this.dimensions.get(key)
    if (row) row.sessions += 1
    else this.dimensions.set(key, { day, dimension, value, sessions: 1 })
  }

  page(day: string, path: string, unique: boolean): void {
    const key = `${day}\u0000${path}`
    let row = this.pages.get(key)
    if (!row) this.pages.set(key, (row = { day, path, views: 0, uniques: 0 }))
    row.views += 1
    if (unique) row.uniques += 1
  }

  hour(day: string, hour: number): void {
    const key = `${day}\u0000${hour}`
    const row = this.hours.get(key)
    if (row) row.pageviews += 1
    else this.hours.set(key, { day, hour, pageviews: 1 })
  }

  drain(): Batch {
    const batch: Batch = {
      events: this.events,
      sessions: [...this.sessions.values()],
      daily: [...this.daily.values()],
      dimensions: [...this.dimensions.values()],
      pages: [...this.pages.values()],
      hours: [...this.hours.values()],
    }
    this.events = []
    this.sessions.clear()
    this.daily.clear()
    this.dimensions.clear()
    this.pages.clear()
    this.hours.clear()
    return batch
  }
}
