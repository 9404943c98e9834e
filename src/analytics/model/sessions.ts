import { randomUUID } from 'node:crypto'

import { innerMap } from '@/lib/inner-map'
import type { Counter } from '@/shared-state/types'

import { MAX_NEW_CAMPAIGNS_PER_VISITOR_DAY, type Utm } from './attribution'
import { channelOf } from '@/lib/channels'
import type { Device } from './classify'
import type { Goal } from '@/contracts/analytics-event'
import {
  add,
  MAX_SESSION_PATHS,
  RollupBuffer,
  type Batch,
  type DimensionCounts,
  type Dimension,
  type DimensionRow,
  type EventName,
  type SessionRow,
  type VisitDimensions,
  type VisitorDayRow,
} from './rollup'
import { localDayHour } from './time'

export const SESSION_TIMEOUT_MS = 30 * 60 * 1000
/** The window of the per-visitor event limit (see SessionRow.windowEvents). */
export const VISITOR_WINDOW_MS = 60_000

/**
 * What a flush folded: its writes, and per visitor id of its events that visitor's events in its
 * current limit window over every instance, and when the window ends.
 */
type FoldedBatch = Batch & { visitorEvents: Map<string, Counter> }

/** One accepted event, already classified; nothing here identifies a person. */
export type TrackedEvent = {
  ts: number
  name: EventName
  path: string
  /** The questionnaire step of an assessment_step event. */
  step?: number
  /** A custom event's name, already bounded by the collector (a name no goal watches is 'other'). */
  event?: string
  /** The visitor id under today's salt, and under yesterday's (a session may span midnight). */
  visitorId: string
  previousVisitorId?: string
  device: Device
  browser: string
  country: string
  /** utm_source, else the referrer's host, else 'direct' (the spec's Top Referrers). */
  referrer: string
  /** The referrer's host ('' for none or our own site). */
  referrerHost: string
  utm: Utm
}

/** What the fold starts from: the stored live state of the batch's visitors. */
type LiveSnapshot = { sessions: SessionRow[]; visitorDays: VisitorDayRow[] }

const isBounce = (session: SessionRow) => session.pageviews === 1 && session.businessEvents === 0

const duration = (session: SessionRow) => session.lastAt - session.startedAt

/** Goal rows are split by path for not_found and by step for the funnel. */
const goalDetail = (event: TrackedEvent): string => {
  if (event.name === 'not_found') return event.path
  if (event.name === 'assessment_step') return String(event.step ?? 0)
  return event.name === 'custom' ? (event.event ?? 'other') : ''
}

/** The dimensions a new visit is counted under, from its first event. */
function visitDimensions(event: TrackedEvent, day: VisitorDayRow): VisitDimensions {
  const { source, medium } = event.utm
  // One visitor cannot create unbounded campaign, term or content values: past the cap a new one counts as none.
  const capped = (dimension: Dimension, value: string) => {
    if (!value || day.seen.includes(`${dimension}:${value}`)) return value
    const known = day.seen.filter((key) => key.startsWith(`${dimension}:`)).length
    return known >= MAX_NEW_CAMPAIGNS_PER_VISITOR_DAY ? '' : value
  }
  const campaign = capped('utm_campaign', event.utm.campaign)
  const term = capped('utm_term', event.utm.term)
  const content = capped('utm_content', event.utm.content)
  return {
    device: event.device,
    browser: event.browser,
    country: event.country,
    referrer: event.referrer,
    channel: channelOf({ source, medium, referrerHost: event.referrerHost }),
    ...(source ? { utm_source: source } : {}),
    ...(medium ? { utm_medium: medium } : {}),
    ...(campaign ? { utm_campaign: campaign } : {}),
    ...(term ? { utm_term: term } : {}),
    ...(content ? { utm_content: content } : {}),
    entry_page: event.path,
  }
}

/**
 * Plausible's model over the live state every instance shares: a visitor's events belong to
 * one visit until 30 minutes pass without any. Folds a batch of events (any order) into the
 * stored sessions and visitor days of its visitors and returns what to write: the changed live
 * state, the events and the rollup increments, all counted on the day the visit started.
 */
export function foldEvents(
  snapshot: LiveSnapshot,
  events: TrackedEvent[],
  timeZone: string,
  newId: () => string = randomUUID,
): FoldedBatch {
  const buffer = new RollupBuffer()
  const visitorEvents = new Map<string, Counter>()
  const sessions = new Map<string, SessionRow>()
  for (const session of snapshot.sessions) {
    const known = sessions.get(session.visitorId)
    if (!known || known.lastAt < session.lastAt) sessions.set(session.visitorId, session)
  }
  // By visitor id, then day: looked up at every event with strings the events already hold.
  const days = new Map<string, Map<string, VisitorDayRow>>()
  for (const row of snapshot.visitorDays) innerMap(days, row.visitorId).set(row.day, row)

  function visitorDay(day: string, visitorId: string): { row: VisitorDayRow; isNew: boolean } {
    const byDay = innerMap(days, visitorId)
    const row = byDay.get(day)
    if (row) return { row, isNew: false }
    const created = { day, visitorId, hours: 0, seen: [] }
    byDay.set(day, created)
    return { row: created, isNew: true }
  }

  /** Marks a rollup key counted for this visitor today; true the first time. */
  function firstTime(row: VisitorDayRow, key: string): boolean {
    if (row.seen.includes(key)) return false
    row.seen.push(key)
    return true
  }

  function current(event: TrackedEvent): SessionRow | undefined {
    for (const id of [event.visitorId, event.previousVisitorId]) {
      const session = id ? sessions.get(id) : undefined
      if (session && event.ts - session.lastAt <= SESSION_TIMEOUT_MS && event.ts >= session.startedAt) return session
    }
    return undefined
  }

  /** Each visit's dimension rows, looked up once per flush rather than at every event. */
  const visitRows = new Map<SessionRow, DimensionRow[]>()
  const perVisit = (session: SessionRow, delta: Partial<DimensionCounts>) => {
    let rows = visitRows.get(session)
    if (!rows) {
      rows = Object.entries(session.dimensions).map(([dimension, value]) =>
        buffer.dimensionRow(session.day, dimension as keyof VisitDimensions, value),
      )
      visitRows.set(session, rows)
    }
    for (const row of rows) add(row, delta)
  }

  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const found = current(event)
    // What the visit counted before this event (a new visit nothing): the event adds the difference.
    const bouncedBefore = found !== undefined && isBounce(found)
    const durationBefore = found ? duration(found) : 0
    let session: SessionRow
    if (found) {
      session = found
    } else {
      const day = localDayHour(event.ts, timeZone).day
      const { row, isNew } = visitorDay(day, event.visitorId)
      if (isNew) buffer.totals(day, { visitors: 1 })
      const dimensions = visitDimensions(event, row)
      session = {
        id: newId(),
        visitorId: event.visitorId,
        day,
        startedAt: event.ts,
        lastAt: event.ts,
        pageviews: 0,
        businessEvents: 0,
        assessment: false,
        entryPath: event.path,
        exitPath: '',
        dimensions,
        paths: [],
        windowEvents: 0,
        windowEndsAt: 0,
      }
      sessions.set(event.visitorId, session)
      buffer.totals(day, { sessions: 1 })
      for (const [dimension, value] of Object.entries(dimensions)) {
        buffer.dimension(day, dimension as keyof VisitDimensions, value, {
          sessions: 1,
          visitors: Number(firstTime(row, `${dimension}:${value}`)),
        })
      }
      buffer.visitorDay(row)
    }
    const { day } = session
    const { row: today } = visitorDay(day, session.visitorId)
    session.lastAt = Math.max(session.lastAt, event.ts)
    // A visitor's events of one window are in one visit: a visit ends only after 30 idle minutes.
    if (session.windowEndsAt <= event.ts) {
      session.windowEvents = 0
      session.windowEndsAt = event.ts + VISITOR_WINDOW_MS
    }
    session.windowEvents += 1
    visitorEvents.set(event.visitorId, { count: session.windowEvents, resetAt: session.windowEndsAt })
    if (event.name === 'pageview') {
      session.pageviews += 1
      const unique = !session.paths.includes(event.path)
      if (unique && session.paths.length < MAX_SESSION_PATHS) session.paths = [...session.paths, event.path]
      buffer.page(day, event.path, unique)
      // Events are folded in time order, so the visit's latest page view is its exit.
      if (session.exitPath !== event.path) {
        buffer.exit(day, session.exitPath, event.path)
        session.exitPath = event.path
      }
      const { hour } = localDayHour(event.ts, timeZone)
      buffer.visitPage(session, event.path, hour)
      const bit = 2 ** hour
      buffer.hour(day, hour, { pageviews: 1, visitors: Math.floor(today.hours / bit) % 2 === 0 ? 1 : 0 })
      today.hours |= bit
      buffer.totals(day, { pageviews: 1 })
      perVisit(session, { pageviews: 1 })
    } else {
      const goal: Goal = event.name
      // A 404 page view is recorded, but it is no interaction: a visit seeing only it bounced.
      if (goal !== 'not_found') session.businessEvents += 1
      const detail = goalDetail(event)
      buffer.goal(day, goal, detail, firstTime(today, `goal:${goal}:${detail}`))
      buffer.visitGoal(session, goal, detail)
      if (goal === 'assessment_completed' && !session.assessment) {
        session.assessment = true
        perVisit(session, { conversions: 1 })
        if (firstTime(today, 'converted')) buffer.totals(day, { converters: 1 })
      }
    }
    const bounces = Number(isBounce(session)) - Number(bouncedBefore)
    const durationMs = duration(session) - durationBefore
    if (bounces !== 0 || durationMs !== 0) {
      buffer.totals(day, { bounces, durationMs })
      perVisit(session, { bounces, durationMs })
    }
    buffer.visitorDay(today)
    // The visit itself, not a copy per event: the batch holds each visit as the fold left it.
    buffer.session(session)
    const name = event.name === 'custom' ? `custom:${goalDetail(event)}` : event.name
    buffer.event({ ts: event.ts, day, name, path: event.path, sessionId: session.id })
  }
  return { ...buffer.drain(), visitorEvents }
}
