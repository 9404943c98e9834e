import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { Collector, type Incoming } from '@/analytics/collector'
import { conversionsReportFor } from '@/analytics/queries/conversions'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'
import type { CustomGoal, Funnel } from '@/contracts/analytics-saved'

import { funnelReach, type Matcher, type VisitEvents } from '@/analytics/model/conversions'
import type { TrackedEvent } from '@/analytics/model/sessions'
import { closedThrough } from '@/analytics/model/slices'
import { addDays, localDayHour, siteTimeZone } from '@/analytics/model/time'
import { sqliteFunnelVisitors, sqliteGoalRows } from '@/analytics/store/sqlite-conversions'
import { codeClosedDays, MAX_EVENT_CODES } from '@/analytics/store/sqlite-event-codes'
import { CLEAR_SLICE_PAST } from '@/analytics/store/sqlite-past'

import { seedVisits } from '../../../scripts/bench/seed-analytics'
import { MingoConnection } from '../../fixtures/mingo-mongo'
import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { HOST, sqliteClient, TIME_ZONE } from './harness'

const MINUTE = 60_000
const saved = { createdBy: 'test', createdAt: '2026-06-01T00:00:00Z', updatedAt: '2026-06-01T00:00:00Z' }
const GOALS: CustomGoal[] = [
  { id: 'insights', name: 'Read an insight', type: 'page', path: '/insights/*', ...saved },
  { id: 'deck', name: 'Downloaded the deck', type: 'event', event: 'deck-download', ...saved },
]
const FUNNELS: Funnel[] = [
  {
    id: 'insight-to-lead',
    name: 'Insight to lead',
    steps: [{ type: 'page', path: '/insights/*' }, { type: 'page', path: '/contact' }, { type: 'lead' }],
    ...saved,
  },
  {
    id: 'deck-to-meeting',
    name: 'Deck to meeting',
    steps: [{ type: 'goal', goal: 'deck' }, { type: 'meeting' }],
    ...saved,
  },
]

/** Four visitors on 10 June 2026 (Chicago); what each did is beside it. */
async function replay(store: AnalyticsStore) {
  const clock = { now: Date.parse('2026-06-10T15:00:00Z') }
  const collector = new Collector(store, TIME_ZONE, () => clock.now)
  collector.eventNames = { recorded: (name) => (name === 'deck-download' ? name : 'other') }
  const send = (ip: string, path: string, extra: Partial<Incoming> = {}) => {
    clock.now += MINUTE
    return collector.accept({
      name: 'pageview',
      url: `https://${HOST}${path}`,
      referrer: '',
      userAgent: BROWSER_USER_AGENTS[0],
      host: HOST,
      country: 'US',
      ip,
      ...extra,
    })
  }
  const google = { referrer: 'https://www.google.com/' }
  // A: from Google, two insights, the deck twice, then contact and an inquiry, then a meeting.
  await send('198.51.100.1', '/insights/growth', google)
  await send('198.51.100.1', '/insights/pricing')
  await send('198.51.100.1', '/insights/pricing', { name: 'custom', event: 'deck-download' })
  await send('198.51.100.1', '/insights/pricing', { name: 'custom', event: 'deck-download' })
  await send('198.51.100.1', '/contact')
  await send('198.51.100.1', '/contact', { name: 'contact_submitted' })
  await send('198.51.100.1', '/assessment/results/:token', { name: 'meeting_booked' })
  // B: direct, an event no goal watches (recorded as "other").
  await send('198.51.100.2', '/team')
  await send('198.51.100.2', '/team', { name: 'custom', event: 'random-name' })
  // C: direct, contact before an insight: the funnel's steps out of order.
  await send('198.51.100.3', '/contact')
  await send('198.51.100.3', '/insights/growth')
  // D: an insight, then contact in a second visit after 31 idle minutes.
  await send('198.51.100.4', '/insights/growth')
  clock.now += 31 * MINUTE
  await send('198.51.100.4', '/contact')
  clock.now += 5 * MINUTE
  const report = await conversionsReportFor(
    { store, collector },
    { goals: GOALS, funnels: FUNNELS },
    { range: 'today' },
    TIME_ZONE,
    clock.now,
    {},
  )
  const google_ = await conversionsReportFor(
    { store, collector },
    { goals: GOALS, funnels: FUNNELS },
    { range: 'today' },
    TIME_ZONE,
    clock.now,
    { source: 'google.com' },
  )
  await collector.close()
  return { report, google: google_ }
}

describe('custom goals and funnels', () => {
  it('count goals by wildcard and by event once per visit, and funnels in order within one visit, on SQLite and MongoDB alike', async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    const sqlite = await replay(new SqliteAnalyticsStore(client))
    const { report, google } = sqlite

    const [insights, deck] = report.goals
    expect(report.visitors).toBe(4)
    // A (two insight pages, one visit), C and D: three visits of three visitors.
    expect(insights).toMatchObject({ name: 'Read an insight', visitors: 3, conversions: 3, conversionRate: 75 })
    expect(insights.bySource).toEqual([
      { source: 'direct', visitors: 2, conversions: 2 },
      { source: 'google.com', visitors: 1, conversions: 1 },
    ])
    // The deck twice in one visit converts it once.
    expect(deck).toMatchObject({ visitors: 1, conversions: 1, conversionRate: 25 })
    expect(deck.bySource).toEqual([{ source: 'google.com', visitors: 1, conversions: 1 }])

    const [assessment, insightToLead, deckToMeeting] = report.funnels
    expect(assessment.name).toBe('Assessment')
    // A goes insight → contact → lead; C saw contact before an insight; D's contact was another visit.
    expect(insightToLead.steps).toEqual([
      { label: 'Visited /insights/*', visitors: 3, conversion: 100, dropOff: 0 },
      { label: 'Visited /contact', visitors: 1, conversion: 33.3, dropOff: 66.7 },
      { label: 'Became a lead', visitors: 1, conversion: 100, dropOff: 0 },
    ])
    expect(deckToMeeting.steps.map((step) => [step.label, step.visitors])).toEqual([
      ['Downloaded the deck', 1],
      ['Booked a meeting', 1],
    ])
    // Filtered: only Google's visitor.
    expect(google.visitors).toBe(1)
    expect(google.goals[0]).toMatchObject({ visitors: 1, conversions: 1, conversionRate: 100 })
    expect(google.funnels[1].steps.map((step) => step.visitors)).toEqual([1, 1, 1])

    // A name no goal watches is recorded as "other": visitors cannot make rows of their own.
    const details = await client.execute(
      `SELECT DISTINCT detail FROM ${TABLES.visitGoals} WHERE goal = 'custom' ORDER BY detail`,
    )
    expect(details.rows.map((row) => row.detail)).toEqual(['deck-download', 'other'])

    const mongo = await replay(new MongoAnalyticsStore(new MingoConnection() as unknown as Connection))
    expect(mongo).toEqual(sqlite)

    // The flushes coded June 10 as they wrote it: goals and funnels read its codes. Without its mark they
    // read its event log, and the slicing job's coding of the closed day from the log writes the same strings.
    const day = { from: '2026-06-10', to: '2026-06-10' }
    const goals = GOALS.map((goal) => ({
      key: goal.id,
      matcher:
        goal.type === 'page'
          ? { type: 'page' as const, path: goal.path! }
          : { type: 'event' as const, event: goal.event! },
    }))
    const steps: Matcher[][] = [
      [{ type: 'page', path: '/insights/*' }, { type: 'page', path: '/contact' }, { type: 'lead' }],
      [
        { type: 'event', event: 'deck-download' },
        { type: 'builtin', goal: 'meeting_booked' },
      ],
      [{ type: 'page', path: '/nowhere' }, { type: 'lead' }],
    ]
    const read = async () =>
      Promise.all(
        [{}, { source: 'google.com' }].flatMap((filters) => [
          sqliteGoalRows(client, day, filters, goals).then((rows) =>
            rows.sort((a, b) => `${a.key} ${a.source}`.localeCompare(`${b.key} ${b.source}`)),
          ),
          sqliteFunnelVisitors(client, day, filters, steps, '2026-06-01'),
        ]),
      )
    const strings = async () =>
      (await client.execute(`SELECT id, event_codes FROM ${TABLES.visits} ORDER BY id`)).rows.map((row) => [
        row.id,
        row.event_codes,
      ])
    const live = await strings()
    expect(live).toHaveLength(5)
    expect(live.every(([, codes]) => typeof codes === 'string' && codes.length > 0)).toBe(true)
    const marks = async () =>
      (await client.execute(`SELECT day FROM ${TABLES.codedDays}`)).rows.map((row) => String(row.day))
    expect(await marks()).toEqual(['2026-06-10'])
    const fromCodes = await read()
    expect(fromCodes[1]).toEqual([
      [3, 1, 1],
      [1, 1],
      [0, 0],
    ])
    await client.execute(`DELETE FROM ${TABLES.codedDays}`)
    await client.execute(`UPDATE ${TABLES.visits} SET event_codes = NULL`)
    expect(await read()).toEqual(fromCodes)
    expect(await codeClosedDays(client, '2026-06-10')).toBe(1)
    expect(await strings()).toEqual(live)
    expect(await read()).toEqual(fromCodes)
    // Visits without codes on the coded day (an event of theirs came when the dictionary was full): each
    // one's own events are walked, beside the others' codes.
    for (const uncoded of [live.filter((_, at) => at % 2 === 0), live])
      for (const [id] of uncoded) {
        await client.execute({ sql: `UPDATE ${TABLES.visits} SET event_codes = NULL WHERE id = ?`, args: [id] })
        expect(await read()).toEqual(fromCodes)
      }
    expect(await marks()).toEqual(['2026-06-10'])
  })

  it('code the days the flushes start, leave uncoded a day with visits written before or an event that reaches a visit late, and keep a day coded when the dictionary is full', async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    const at = (time: string) => Date.parse(`2026-06-${time}Z`)
    const event = (
      ts: number,
      visitorId: string,
      path: string,
      name: TrackedEvent['name'] = 'pageview',
    ): TrackedEvent => ({
      ts,
      name,
      path,
      visitorId,
      device: 'Desktop' as const,
      browser: 'Chrome',
      country: 'US',
      referrer: 'direct',
      referrerHost: '',
      utm: { source: '', medium: '', campaign: '', term: '', content: '' },
    })
    const marks = async () =>
      (await client.execute(`SELECT day FROM ${TABLES.codedDays} ORDER BY day`)).rows.map((row) => String(row.day))
    const funnels: Matcher[][] = [
      [{ type: 'page', path: '/insights/*' }, { type: 'page', path: '/contact' }, { type: 'lead' }],
    ]
    const funnel = (day: string) => sqliteFunnelVisitors(client, { from: day, to: day }, {}, funnels, '2026-06-01')

    // June 10: two instances, one database. A starts a visit and writes its insight and its contact page;
    // B then writes the visit's inquiry: in order, the day stays coded.
    const a = new SqliteAnalyticsStore(client)
    const b = new SqliteAnalyticsStore(client)
    await a.flush(
      [event(at('10T15:00:00'), 'v1', '/insights/growth'), event(at('10T15:01:00'), 'v1', '/contact')],
      TIME_ZONE,
    )
    await b.flush([event(at('10T15:02:00'), 'v1', '/contact', 'contact_submitted')], TIME_ZONE)
    expect(await marks()).toEqual(['2026-06-10'])
    expect(await funnel('2026-06-10')).toEqual([[1, 1, 1]])

    // June 11: A writes a visit's team and contact pages; B, later, the insight it read in between. Appended,
    // the visit's string would skip the funnel's step: the day loses its mark and is read from its log.
    await a.flush([event(at('11T15:00:00'), 'v2', '/team'), event(at('11T15:05:00'), 'v2', '/contact')], TIME_ZONE)
    expect(await marks()).toEqual(['2026-06-10', '2026-06-11'])
    await b.flush([event(at('11T15:03:00'), 'v2', '/insights/pricing')], TIME_ZONE)
    expect(await marks()).toEqual(['2026-06-10'])
    expect(await funnel('2026-06-11')).toEqual([[1, 1, 0]])
    // Later flushes do not mark it again: the day already has visits.
    await a.flush([event(at('11T18:00:00'), 'v3', '/insights/growth')], TIME_ZONE)
    expect(await marks()).toEqual(['2026-06-10'])
    // Once closed, the slicing job codes it from its log, in time order.
    expect(await codeClosedDays(client, '2026-06-11')).toBe(1)
    expect(await marks()).toEqual(['2026-06-10', '2026-06-11'])
    expect(await funnel('2026-06-11')).toEqual([[2, 1, 0]])

    // June 12: visitors filled the dictionary with made-up paths. A visit of known pages is still coded; one
    // with a page new since then keeps no codes and is read from its log; the day stays coded.
    await a.flush([event(at('12T15:00:00'), 'v4', '/insights/growth')], TIME_ZONE)
    const known = Number((await client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.eventCodes}`)).rows[0].n)
    await client.execute({
      sql: `INSERT INTO ${TABLES.eventCodes} (name, path) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT 'pageview', '/made-up/' || i FROM n`,
      args: [MAX_EVENT_CODES - known],
    })
    await b.flush(
      [
        event(at('12T15:01:00'), 'v4', '/contact'),
        event(at('12T15:01:00'), 'v5', '/insights/new-post'),
        event(at('12T15:02:00'), 'v4', '/contact', 'contact_submitted'),
        event(at('12T15:03:00'), 'v5', '/contact'),
      ],
      TIME_ZONE,
    )
    const codesOf = async () =>
      (
        await client.execute(
          `SELECT visitor_id, length(event_codes) AS codes FROM ${TABLES.visits} WHERE day = '2026-06-12' ORDER BY visitor_id`,
        )
      ).rows.map((row) => [row.visitor_id, row.codes])
    expect(await codesOf()).toEqual([
      ['v4', 3],
      ['v5', null],
    ])
    expect(await marks()).toEqual(['2026-06-10', '2026-06-11', '2026-06-12'])
    expect(await funnel('2026-06-12')).toEqual([[2, 2, 1]])
    expect(Number((await client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.eventCodes}`)).rows[0].n)).toBe(
      MAX_EVENT_CODES,
    )
    // Coded again from its log once closed (mark and codes gone): the same. A full dictionary stops nothing.
    await client.execute(`DELETE FROM ${TABLES.codedDays} WHERE day = '2026-06-12'`)
    await client.execute(`UPDATE ${TABLES.visits} SET event_codes = NULL WHERE day = '2026-06-12'`)
    expect(await funnel('2026-06-12')).toEqual([[2, 2, 1]])
    expect(await codeClosedDays(client, '2026-06-12')).toBe(1)
    expect(await marks()).toEqual(['2026-06-10', '2026-06-11', '2026-06-12'])
    expect(await codesOf()).toEqual([
      ['v4', 3],
      ['v5', null],
    ])
    expect(await funnel('2026-06-12')).toEqual([[2, 2, 1]])
  })

  it("keep a span's closed days' part and read its open days: the same figures as the whole span walked at once", async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    // 65 days: the closed days hold at least one whole calendar month, whichever day today is.
    await seedVisits(client, 12_000, 65, () => undefined)
    const today = localDayHour(Date.now(), siteTimeZone()).day
    const span = { from: addDays(today, -64), to: today }
    const funnels: (Matcher | null)[][] = [
      [
        { type: 'page', path: '/' },
        { type: 'page', path: '/insights*' },
        { type: 'page', path: '/team' },
        { type: 'lead' },
      ],
      [{ type: 'page', path: '/insights/*' }, { type: 'builtin', goal: 'assessment_started' }, { type: 'lead' }],
      // A deleted goal's step: nobody reaches it or what follows.
      [{ type: 'page', path: '/team' }, null, { type: 'lead' }],
    ]
    // What the funnel's walk (MongoDB's) makes of every event of the span's visits that pass `where`, in order.
    const walk = async (where = '1') => {
      const events = await client.execute({
        sql: `SELECT v.id, v.visitor_id, e.name, e.path FROM ${TABLES.visits} v JOIN ${TABLES.events} e ON e.day = v.day AND e.session_id = v.id WHERE v.day >= ? AND v.day <= ? AND ${where} ORDER BY v.day, v.id, e.ts, e.id`,
        args: [span.from, span.to],
      })
      const visits = new Map<string, VisitEvents>()
      for (const row of events.rows) {
        const visit = visits.get(String(row.id)) ?? { visitorId: String(row.visitor_id), events: [] }
        visit.events.push({ name: String(row.name), path: String(row.path) })
        visits.set(String(row.id), visit)
      }
      return funnels.map((matchers) => funnelReach(matchers, visits.values()))
    }
    const walked = await walk()
    expect(walked[0][1]).toBeGreaterThan(0)
    expect(walked[1][2]).toBeGreaterThan(0)
    expect(walked[2]).toEqual([walked[2][0], 0, 0])

    const goals = [
      { key: 'insights', matcher: { type: 'page' as const, path: '/insights/*' } },
      { key: 'team', matcher: { type: 'page' as const, path: '/team' } },
    ]
    const whole = await sqliteGoalRows(client, span, {}, goals)
    const sorted = (rows: typeof whole) =>
      [...rows].sort((a, b) => `${a.key} ${a.source}`.localeCompare(`${b.key} ${b.source}`))
    // The second boundary reads only the days closed since the first (its months and days kept); the
    // third keeps nothing (every day open).
    for (const closed of [addDays(today, -10), closedThrough(today), addDays(today, -70)]) {
      for (let read = 0; read < 2; read += 1) {
        expect(await sqliteFunnelVisitors(client, span, {}, funnels, closed)).toEqual(walked)
        expect(sorted(await sqliteGoalRows(client, span, {}, goals, closed))).toEqual(sorted(whole))
      }
    }
    // The closed days' parts were kept by whole month and by day (a span wholly open keeps none), read
    // again by the second reads, and stay when the slicing job empties the slices' past parts.
    const keptKeys = async () =>
      (await client.execute(`SELECT key FROM ${TABLES.pastCache} ORDER BY key`)).rows.map((row) => String(row.key))
    const kept = await keptKeys()
    const spans = kept.map((key) => JSON.parse(key) as [string, string, { from: string; to: string }])
    expect(new Set(spans.map(([first]) => first))).toEqual(new Set(['funnels', 'goals']))
    for (const [, , bucket] of spans)
      expect(
        bucket.from === bucket.to ||
          (bucket.from.endsWith('-01') &&
            addDays(bucket.to, 1).endsWith('-01') &&
            bucket.from.slice(0, 7) === bucket.to.slice(0, 7)),
      ).toBe(true)
    expect(spans.filter(([first]) => first === 'funnels')).toHaveLength(kept.length / 2)
    expect(spans.some(([, , bucket]) => bucket.from !== bucket.to)).toBe(true)
    await client.execute(CLEAR_SLICE_PAST)
    expect(await keptKeys()).toEqual(kept)
    expect(await sqliteFunnelVisitors(client, span, {}, funnels, addDays(today, -10))).toEqual(walked)
    expect(await keptKeys()).toEqual(kept)
    // Filtered by a visit's field and by a viewed page: the same as walking the visits that pass.
    const closedNow = closedThrough(today)
    const us = await walk(`v.country = 'US'`)
    expect(us[0][0]).toBeGreaterThan(0)
    expect(us[0][0]).toBeLessThan(walked[0][0])
    expect(await sqliteFunnelVisitors(client, span, { country: 'US' }, funnels, closedNow)).toEqual(us)
    const team = await walk(
      `EXISTS (SELECT 1 FROM ${TABLES.visitPages} p WHERE p.day = v.day AND p.visit_id = v.id AND p.path = '/team')`,
    )
    expect(team[0][2]).toBeGreaterThan(0)
    expect(await sqliteFunnelVisitors(client, span, { page: '/team' }, funnels, closedNow)).toEqual(team)

    // The slicing job codes closed days' visits (first those up to 20 days ago, then the rest): funnels and
    // goals read the codes of those days and the event log of the others, with the same figures.
    for (const through of [addDays(today, -20), closedNow]) {
      expect(await codeClosedDays(client, through)).toBeGreaterThan(0)
      await client.execute(`DELETE FROM ${TABLES.pastCache}`)
      expect(await sqliteFunnelVisitors(client, span, {}, funnels, closedNow)).toEqual(walked)
      expect(await sqliteFunnelVisitors(client, span, { country: 'US' }, funnels, closedNow)).toEqual(us)
      expect(await sqliteFunnelVisitors(client, span, { page: '/team' }, funnels, closedNow)).toEqual(team)
      expect(sorted(await sqliteGoalRows(client, span, {}, goals, closedNow))).toEqual(sorted(whole))
    }
    expect(await codeClosedDays(client, closedNow)).toBe(0)
    const coded = await client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.codedDays}`)
    expect(Number(coded.rows[0].n)).toBe(64)
  })
})
