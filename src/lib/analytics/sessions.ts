import { randomUUID } from 'node:crypto'

import type { Device } from './classify'
import type { EventName, RollupBuffer, SessionRow } from './rollup'
import { localDayHour } from './time'

export const SESSION_TIMEOUT_MS = 30 * 60 * 1000

/** One accepted event, already classified; nothing here identifies a person. */
export type TrackedEvent = {
  ts: number
  name: EventName
  path: string
  /** The visitor id under today's salt, and under yesterday's (a session may span midnight). */
  visitorId: string
  previousVisitorId?: string
  device: Device
  browser: string
  country: string
  referrer: string
}

type LiveSession = SessionRow & { paths: Set<string> }

const isBounce = (session: SessionRow | undefined) =>
  session !== undefined && session.pageviews === 1 && session.businessEvents === 0

const sessionRow = ({ id, visitorId, day, startedAt, lastAt, pageviews, businessEvents, assessment }: LiveSession): SessionRow => ({
  id,
  visitorId,
  day,
  startedAt,
  lastAt,
  pageviews,
  businessEvents,
  assessment,
})

const duration = (session: SessionRow | undefined) => (session ? session.lastAt - session.startedAt : 0)

/**
 * Plausible's model in memory: a visitor's events belong to one session until 30 minutes pass
 * without any. Each event turns into rollup increments for the day its session started.
 * Memory is bounded by the sessions active in the last 30 minutes plus today's and
 * yesterday's visitor ids.
 */
export class SessionTracker {
  private readonly live = new Map<string, LiveSession>()
  /** Per day: visitor id → whether that visitor completed an assessment that day. */
  private readonly visitors = new Map<string, Map<string, boolean>>()

  constructor(
    private readonly timeZone: string,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** Restores state after a restart from the stored sessions. */
  restore(sessions: SessionRow[], now: number): void {
    for (const session of sessions) {
      this.visitorsOn(session.day).set(
        session.visitorId,
        Boolean(this.visitorsOn(session.day).get(session.visitorId)) || session.assessment,
      )
      if (now - session.lastAt <= SESSION_TIMEOUT_MS) this.live.set(session.visitorId, { ...session, paths: new Set() })
    }
  }

  private visitorsOn(day: string): Map<string, boolean> {
    let seen = this.visitors.get(day)
    if (!seen) this.visitors.set(day, (seen = new Map()))
    return seen
  }

  /** Whether a visitor id has a session still open at `ts`. */
  isLive(visitorId: string, ts: number): boolean {
    const session = this.live.get(visitorId)
    return session !== undefined && ts - session.lastAt <= SESSION_TIMEOUT_MS
  }

  private current(event: TrackedEvent): LiveSession | undefined {
    for (const id of [event.visitorId, event.previousVisitorId]) {
      const session = id ? this.live.get(id) : undefined
      if (session && event.ts - session.lastAt <= SESSION_TIMEOUT_MS) return session
    }
    return undefined
  }

  apply(event: TrackedEvent, buffer: RollupBuffer): void {
    const found = this.current(event)
    const before = found ? { ...found } : undefined
    const session: LiveSession = found ?? {
      id: this.newId(),
      visitorId: event.visitorId,
      day: localDayHour(event.ts, this.timeZone).day,
      startedAt: event.ts,
      lastAt: event.ts,
      pageviews: 0,
      businessEvents: 0,
      assessment: false,
      paths: new Set(),
    }
    const { day } = session
    if (!found) {
      this.live.set(session.visitorId, session)
      buffer.totals(day, { sessions: 1 })
      buffer.dimension(day, 'device', event.device)
      buffer.dimension(day, 'browser', event.browser)
      buffer.dimension(day, 'country', event.country)
      buffer.dimension(day, 'referrer', event.referrer)
      const seen = this.visitorsOn(day)
      if (!seen.has(session.visitorId)) {
        seen.set(session.visitorId, false)
        buffer.totals(day, { visitors: 1 })
      }
    }
    session.lastAt = Math.max(session.lastAt, event.ts)
    if (event.name === 'pageview') {
      session.pageviews += 1
      buffer.page(day, event.path, !session.paths.has(event.path))
      session.paths.add(event.path)
      buffer.hour(day, localDayHour(event.ts, this.timeZone).hour)
      buffer.totals(day, { pageviews: 1 })
    } else {
      session.businessEvents += 1
    }
    if (event.name === 'assessment_completed') {
      session.assessment = true
      const seen = this.visitorsOn(day)
      if (seen.get(session.visitorId) === false) {
        seen.set(session.visitorId, true)
        buffer.totals(day, { converters: 1 })
      }
    }
    buffer.totals(day, {
      bounces: Number(isBounce(session)) - Number(isBounce(before)),
      durationMs: duration(session) - duration(before),
    })
    buffer.session(sessionRow(session))
    buffer.event({ ts: event.ts, day, name: event.name, path: event.path, sessionId: session.id })
  }

  /** Forgets sessions idle for 30 minutes and visitor ids of days before `oldestDay`. */
  prune(now: number, oldestDay: string): void {
    for (const [id, session] of this.live) {
      if (now - session.lastAt > SESSION_TIMEOUT_MS) this.live.delete(id)
    }
    for (const day of this.visitors.keys()) if (day < oldestDay) this.visitors.delete(day)
  }
}
