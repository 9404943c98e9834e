import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createClient, type Client } from '@libsql/client'
import type { Connection } from 'mongoose'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { sharedAddressLimit } from '@/analytics/address-limit'
import { Collector, FLUSH_AT_EVENTS, type Incoming } from '@/analytics/collector'
import { eventsServer } from '@/analytics/events-server'
import { ingest } from '@/analytics/ingest'
import { MongoIngestStore } from '@/analytics/store/mongo-ingest'
import { SqliteIngestStore } from '@/analytics/store/sqlite-ingest'
import { TABLES, type IngestStore } from '@/analytics/store/types'
import { WorkerIngestStore } from '@/analytics/store/worker-ingest'
import { resolveDatabase } from '@/config/database'
import type { TrackedEvent } from '@/analytics/model/sessions'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { mongoSharedState } from '@/shared-state/mongo'
import { sqliteSharedState } from '@/shared-state/sqlite'
import { SHARED_TABLES } from '@/shared-state/types'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { BOT_USER_AGENTS, BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { CHROME, HOST, sqliteClient, TIME_ZONE } from './harness'

const MINUTE = 60_000
const FIREFOX = BROWSER_USER_AGENTS.find((ua) => ua.includes('Firefox'))!

/** A second connection to the test database: what another server instance holds. */
const otherConnection = () => createClient({ url: resolveDatabase(process.env.DATABASE_URI).url })

async function emptyTables(client: Client) {
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
}

async function rows(client: Client, sql: string) {
  return (await client.execute(sql)).rows.map((row) => ({ ...row }))
}

const event = (overrides: Partial<Incoming> & { ip: string }): Incoming => ({
  name: 'pageview',
  url: `https://${HOST}/`,
  referrer: '',
  userAgent: CHROME,
  host: HOST,
  country: 'US',
  ...overrides,
})

/** Collectors on several stores sharing one clock. */
function instances(stores: IngestStore[], start: string) {
  const clock = { now: Date.parse(start) }
  const collectors = stores.map((store) => new Collector(store, TIME_ZONE, () => clock.now))
  return {
    clock,
    collectors,
    advance: (ms: number) => (clock.now += ms),
    flushAll: async () => {
      for (const collector of collectors) await collector.flush()
    },
    close: () => Promise.all(collectors.map((collector) => collector.close())),
  }
}

let client: Client

beforeAll(async () => {
  client = await sqliteClient()
})

beforeEach(async () => {
  await emptyTables(client)
})

describe('a burst of events', () => {
  it('is handed to the store as soon as a batch is full, not a second later', async () => {
    const store = new SqliteIngestStore(client)
    const batches: number[] = []
    const flush = store.flush.bind(store)
    store.flush = (events, timeZone) => {
      batches.push(events.length)
      return flush(events, timeZone)
    }
    // The once-a-second flush must not fire even when a loaded machine takes over a second to accept the burst.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const t = instances([store], '2026-06-10T15:00:00Z')
    const [collector] = t.collectors
    try {
      for (let n = 0; n < FLUSH_AT_EVENTS + 10; n += 1)
        expect(await collector.accept(event({ ip: `198.51.${n >> 8}.${n & 255}` }))).toBe(true)
      // No clock moved and no timer fired: the full batch (and what came while it started) went out.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(batches).toHaveLength(1)
      expect(batches[0]).toBeGreaterThanOrEqual(FLUSH_AT_EVENTS)
    } finally {
      await t.close()
      vi.useRealTimers()
    }
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(FLUSH_AT_EVENTS + 10)
    expect(Number((await client.execute(`SELECT COUNT(*) AS n FROM ${TABLES.events}`)).rows[0].n)).toBe(
      FLUSH_AT_EVENTS + 10,
    )
  })
})

describe('live state shared by instances', () => {
  it('counts a visitor whose requests alternate between two instances as one visitor and one visit', async () => {
    const other = otherConnection()
    const t = instances([new SqliteIngestStore(client), new SqliteIngestStore(other)], '2026-06-10T15:00:00Z')
    const [a, b] = t.collectors
    const ip = '198.51.100.70'
    await a.accept(event({ ip, url: `https://${HOST}/?utm_source=LinkedIn&utm_medium=social` }))
    await t.flushAll()
    t.advance(40_000)
    await b.accept(event({ ip, url: `https://${HOST}/team` }))
    await t.flushAll()
    t.advance(50_000)
    await a.accept(event({ ip, url: `https://${HOST}/insights` }))
    await b.accept(event({ ip: '198.51.100.71' })) // another visitor who bounces
    await t.flushAll()
    await t.close()
    other.close()

    const [day] = await rows(client, `SELECT * FROM ${TABLES.daily}`)
    expect(day).toMatchObject({
      day: '2026-06-10',
      sessions: 2,
      visitors: 2,
      pageviews: 4,
      bounces: 1,
      duration_ms: 90_000,
    })
    const sessions = await rows(
      client,
      `SELECT visitor_id, pageviews, entry_path, started_at, last_at FROM ${TABLES.sessions} ORDER BY pageviews DESC`,
    )
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ pageviews: 3, entry_path: '/' })
    expect(Number(sessions[0].last_at) - Number(sessions[0].started_at)).toBe(90_000)
    const channels = await rows(
      client,
      `SELECT value, visitors, sessions, pageviews, bounces, duration_ms FROM ${TABLES.dimensions} WHERE dimension = 'channel' ORDER BY value`,
    )
    expect(channels).toEqual([
      { value: 'Direct', visitors: 1, sessions: 1, pageviews: 1, bounces: 1, duration_ms: 0 },
      { value: 'Social', visitors: 1, sessions: 1, pageviews: 3, bounces: 0, duration_ms: 90_000 },
    ])
    // The kept visits (what filtered reports read) follow every flush: the first one written by A, then
    // changed by B and by A again.
    const visits = await rows(
      client,
      `SELECT pageviews, bounces, duration_ms, exit_page, entry_page, channel FROM ${TABLES.visits} ORDER BY pageviews DESC`,
    )
    expect(visits).toEqual([
      { pageviews: 3, bounces: 0, duration_ms: 90_000, exit_page: '/insights', entry_page: '/', channel: 'Social' },
      { pageviews: 1, bounces: 1, duration_ms: 0, exit_page: '/', entry_page: '/', channel: 'Direct' },
    ])
  })

  it('reads a visit again once another instance wrote to it or pruned the live state, after flushing alone', async () => {
    const other = otherConnection()
    const t = instances([new SqliteIngestStore(client), new SqliteIngestStore(other)], '2026-06-10T15:00:00Z')
    const [a, b] = t.collectors
    const ip = '198.51.100.74'
    // Three flushes of `a` alone: from the second on it keeps the visit it wrote.
    for (const path of ['/', '/team', '/insights']) {
      await a.accept(event({ ip, url: `https://${HOST}${path}` }))
      await a.flush()
      t.advance(10_000)
    }
    await b.accept(event({ ip, url: `https://${HOST}/contact` }))
    await b.flush()
    t.advance(10_000)
    await a.accept(event({ ip, url: `https://${HOST}/` }))
    await a.flush()
    expect(await rows(client, `SELECT pageviews, last_at - started_at AS ms FROM ${TABLES.sessions}`)).toEqual([
      { pageviews: 5, ms: 40_000 },
    ])
    // Alone again for two flushes, then the visit is deleted by the other instance (as if it had
    // ended long ago): the next event starts a new one.
    for (const path of ['/', '/contact']) {
      await a.accept(event({ ip, url: `https://${HOST}${path}` }))
      await a.flush()
    }
    await other.execute(`UPDATE ${TABLES.sessions} SET last_at = 0`)
    await new SqliteIngestStore(other).pruneLive(1, '2026-06-10')
    await a.accept(event({ ip, url: `https://${HOST}/team` }))
    await a.flush()
    await t.close()
    other.close()
    expect(await rows(client, `SELECT pageviews, entry_path FROM ${TABLES.sessions}`)).toEqual([
      { pageviews: 1, entry_path: '/team' },
    ])
  })

  it('agrees on one salt per day between instances, and reports the visitors active in the last 5 minutes', async () => {
    const other = otherConnection()
    const stores = [new SqliteIngestStore(client), new SqliteIngestStore(other)]
    const t = instances(stores, '2026-06-10T15:00:00Z')
    await Promise.all([
      t.collectors[0].accept(event({ ip: '198.51.100.72' })),
      t.collectors[1].accept(event({ ip: '198.51.100.72' })),
    ])
    await t.flushAll()
    expect(await rows(client, `SELECT COUNT(*) AS n FROM ${TABLES.salts}`)).toEqual([{ n: 1 }])
    expect(await rows(client, `SELECT COUNT(DISTINCT visitor_id) AS n FROM ${TABLES.sessions}`)).toEqual([{ n: 1 }])
    t.advance(4 * MINUTE)
    await t.collectors[1].accept(event({ ip: '198.51.100.73' }))
    await t.flushAll()
    expect(await stores[0].activeVisitors(t.clock.now - 5 * MINUTE)).toBe(2)
    expect(await stores[1].activeVisitors(t.clock.now - 2 * MINUTE)).toBe(1)
    await t.close()
    other.close()
  })
})

/** Two instances' collectors on one database with the shared limits, on a fresh set of counters. */
async function twoInstances() {
  await client.execute(`DELETE FROM ${SHARED_TABLES.rateLimits}`)
  const clock = { now: Date.now() }
  const [a, b] = [client, otherConnection()].map(
    (connection) =>
      new Collector(
        new SqliteIngestStore(connection),
        TIME_ZONE,
        () => clock.now,
        sharedAddressLimit(sqliteSharedState(connection).rateLimits),
      ),
  )
  return { a, b, clock }
}

describe('per-address limits across instances', () => {
  it('adds up the events of one client sent through two instances and refuses it on both', async () => {
    const { a, b, clock } = await twoInstances()
    const ip = '198.51.100.90'
    // 150 events through each instance: each is within its own limit, together they are not.
    for (let i = 0; i < 150; i += 1) {
      const userAgent = BROWSER_USER_AGENTS[i % 40]
      expect(await a.accept(event({ ip, userAgent }))).toBe(true)
      expect(await b.accept(event({ ip, userAgent }))).toBe(true)
    }
    await a.flush()
    await b.flush()
    // b's flush found the client over the limit; a learns it with its next flush.
    expect(await b.accept(event({ ip }))).toBe(false)
    expect(await a.accept(event({ ip }))).toBe(true)
    await a.flush()
    expect(await a.accept(event({ ip }))).toBe(false)
    expect(await a.accept(event({ ip: '198.51.100.91' }))).toBe(true)
    // The shared counters (events per address and per visitor, new visitors) hold a client as a
    // hash under the day's salt, never its address.
    const keys = await rows(client, `SELECT key FROM ${SHARED_TABLES.rateLimits}`)
    expect(keys.length).toBeGreaterThan(0)
    expect(
      keys.every(
        ({ key }) =>
          /^(events|visitor-events|new-visitors|seen-visitors):/.test(String(key)) &&
          !String(key).includes('198.51.100'),
      ),
    ).toBe(true)
    clock.now += 61_000
    expect(await b.accept(event({ ip }))).toBe(true)
    await Promise.all([a.close(), b.close()])
  })
})

describe('the ingest worker thread', () => {
  it('counts the shared limits on its own connection', async () => {
    await client.execute(`DELETE FROM ${SHARED_TABLES.rateLimits}`)
    const database = resolveDatabase(process.env.DATABASE_URI)
    if (database.kind !== 'sqlite') throw new Error('The ingest worker runs on SQLite only')
    const store = new WorkerIngestStore(database.file)
    const now = Date.now()
    expect(await store.addressLimit.addressEvents([{ client: 'worker-client', cost: 3 }])).toEqual([{ allowed: true }])
    expect(store.addressLimit.newVisitors.hit('worker-client', now, 'worker-visitor')).toEqual({ allowed: true })
    await store.addressLimit.newVisitors.flush(now)
    expect(await rows(client, `SELECT key, count FROM ${SHARED_TABLES.rateLimits} ORDER BY key`)).toEqual([
      { key: 'events:worker-client', count: 3 },
      { key: 'new-visitors:worker-client', count: 1 },
      { key: 'seen-visitors:worker-visitor', count: 1 },
    ])
  })
  it('writes each flush with exactly the events it handed over in parts, flushes asked at once included', async () => {
    const database = resolveDatabase(process.env.DATABASE_URI)
    if (database.kind !== 'sqlite') throw new Error('The ingest worker runs on SQLite only')
    const store = new WorkerIngestStore(database.file)
    const ts = Date.parse('2026-06-10T15:00:00Z')
    const events = (prefix: string): TrackedEvent[] =>
      Array.from({ length: 600 }, (_, n) => ({
        ts: ts + n,
        name: 'pageview',
        path: '/',
        visitorId: `${prefix}${n % 300}`,
        device: 'Desktop',
        browser: 'Chrome',
        country: 'US',
        referrer: 'direct',
        referrerHost: '',
        utm: { source: '', medium: '', campaign: '', term: '', content: '' },
      }))
    const flushed = await Promise.all([store.flush(events('a'), TIME_ZONE), store.flush(events('b'), TIME_ZONE)])
    // Each flush answers its own visitors' window counts: visitor id, count, window end, …
    const [a, b] = flushed.map((packed) => {
      const counts = new Map<string, { count: number }>()
      for (let at = 0; at < packed.length; at += 3) counts.set(String(packed[at]), { count: Number(packed[at + 1]) })
      return counts
    })
    expect([...a.keys()].every((id) => id.startsWith('a'))).toBe(true)
    expect([...b.keys()].every((id) => id.startsWith('b'))).toBe(true)
    expect([a.size, b.size, a.get('a7')?.count, b.get('b7')?.count]).toEqual([300, 300, 2, 2])
    expect(await store.countEvents()).toBe(1200)
  })
})

describe('per-visitor and new-visitor limits across instances', () => {
  const acceptedOf = async (collector: Collector, events: Incoming[]) => {
    let accepted = 0
    for (const e of events) if (await collector.accept(e)) accepted += 1
    return accepted
  }

  /**
   * One visitor's 100 events through `a`, then 30 through `b` before it has read a's count (the
   * bounded overshoot): once each instance has flushed, both refuse the visitor. Returns its events.
   */
  const overTheLimit = async (a: Collector, b: Collector, ip: string) => {
    const visitor = Array.from({ length: 100 }, () => event({ ip }))
    expect(await acceptedOf(a, visitor)).toBe(100)
    await a.flush()
    expect(await acceptedOf(b, visitor.slice(0, 30))).toBe(30)
    await b.flush()
    expect(await b.accept(visitor[0])).toBe(false)
    expect(await a.accept(visitor[0])).toBe(true)
    await a.flush()
    expect(await a.accept(visitor[0])).toBe(false)
    return visitor
  }

  it('counts one visitor over both instances against 120 events a minute, learning the total at each flush', async () => {
    const { a, b, clock } = await twoInstances()
    const visitor = await overTheLimit(a, b, '198.51.100.120')
    expect(await a.accept(event({ ip: '198.51.100.121' }))).toBe(true)
    clock.now += 61_000
    expect(await b.accept(visitor[0])).toBe(true)
    await Promise.all([a.close(), b.close()])
  })

  it('counts one visitor over two instances on MongoDB against 120 events a minute, in its visit', async () => {
    const mingo = new MingoConnection()
    const connection = mingo as unknown as Connection
    const shared = mongoSharedState(connection, { jobsCollection: 'payload-jobs', toObjectId: (id) => id })
    const clock = { now: Date.now() }
    const [a, b] = [0, 1].map(
      () =>
        new Collector(
          new MongoIngestStore(connection),
          TIME_ZONE,
          () => clock.now,
          sharedAddressLimit(shared.rateLimits),
        ),
    )
    const visitor = await overTheLimit(a, b, '198.51.100.125')
    const [visit] = mingo.collection(TABLES.sessions).docs
    expect(visit).toMatchObject({ pageviews: 131, windowEvents: 131 })
    clock.now += 61_000
    expect(await b.accept(visitor[0])).toBe(true)
    await Promise.all([a.close(), b.close()])
  })

  it('counts new visitors of one address over both instances against 60 an hour', async () => {
    const { a, b } = await twoInstances()
    const newVisitor = (i: number) =>
      event({ ip: '198.51.100.130', userAgent: FIREFOX.replace(/Firefox\/[\d.]+/, `Firefox/${100 + i}.0`) })
    expect(
      await acceptedOf(
        a,
        Array.from({ length: 40 }, (_, i) => newVisitor(i)),
      ),
    ).toBe(40)
    await a.flush()
    expect(
      await acceptedOf(
        b,
        Array.from({ length: 25 }, (_, i) => newVisitor(100 + i)),
      ),
    ).toBe(25)
    await b.flush()
    expect(await b.accept(newVisitor(200))).toBe(false)
    expect(await a.accept(newVisitor(201))).toBe(true)
    await a.flush()
    expect(await a.accept(newVisitor(202))).toBe(false)
    // A visitor already seen on an instance goes on being counted there.
    expect(await a.accept(newVisitor(0))).toBe(true)
    const keys = await rows(client, `SELECT key FROM ${SHARED_TABLES.rateLimits}`)
    expect(keys.every(({ key }) => !String(key).includes('198.51.100'))).toBe(true)
    await Promise.all([a.close(), b.close()])
  })

  it('counts a visitor whose requests alternate between the instances as one new visitor', async () => {
    const { a, b } = await twoInstances()
    const visitor = (i: number) =>
      event({ ip: '198.51.100.140', userAgent: FIREFOX.replace(/Firefox\/[\d.]+/, `Firefox/${100 + i}.0`) })
    const forty = Array.from({ length: 40 }, (_, i) => visitor(i))
    expect(await acceptedOf(a, forty)).toBe(40)
    await a.flush()
    // The same 40 visitors on the other instance: new to it, but not new visitors of the address.
    expect(await acceptedOf(b, forty)).toBe(40)
    await b.flush()
    await a.flush()
    // 40 of 60 used, on both instances: 20 more new visitors, then the limit.
    expect(
      await acceptedOf(
        a,
        Array.from({ length: 20 }, (_, i) => visitor(100 + i)),
      ),
    ).toBe(20)
    expect(await a.accept(visitor(200))).toBe(false)
    await a.flush()
    // b learns the total with the flush after its next new visitor (the bounded overshoot).
    expect(await b.accept(visitor(201))).toBe(true)
    await b.flush()
    expect(await b.accept(visitor(202))).toBe(false)
    await Promise.all([a.close(), b.close()])
  })
})

/** Fixture visits with known answers for channels, campaigns, entry pages, goals and hours. */
async function replayFixture(store: IngestStore) {
  const t = instances([store], '2026-03-02T15:00:00Z') // 09:00 in Chicago
  const [c] = t.collectors
  const visit = async (ip: string, events: Partial<Incoming>[], gapMs = 20_000) => {
    for (const e of events) {
      await c.accept(event({ ip, ...e }))
      t.advance(gapMs)
    }
  }
  await visit('203.0.113.1', [{ url: `https://${HOST}/` }]) // Direct, bounce
  await visit('203.0.113.2', [{ referrer: 'https://www.google.com/search?q=capital' }, { url: `https://${HOST}/team` }]) // Organic Search
  await visit('203.0.113.3', [
    { url: `https://${HOST}/insights/x?utm_source=google&utm_medium=cpc&utm_campaign=Spring Growth` },
  ]) // Paid
  await visit('203.0.113.4', [
    { url: `https://${HOST}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring growth` },
    { name: 'contact_submitted' },
  ]) // Email
  await visit('203.0.113.5', [{ referrer: 'https://l.facebook.com/' }]) // Social
  await visit('203.0.113.6', [
    { referrer: 'https://news.ycombinator.com/item?id=1', url: `https://${HOST}/insights/x` },
  ]) // Referral
  await visit('203.0.113.7', [
    { url: `https://${HOST}/assessment` },
    { name: 'assessment_started', url: `https://${HOST}/assessment` },
    { name: 'assessment_step', step: 1, url: `https://${HOST}/assessment` },
    { name: 'assessment_step', step: 2, url: `https://${HOST}/assessment` },
    { name: 'assessment_completed', url: `https://${HOST}/assessment` },
  ])
  await visit('203.0.113.8', [
    { url: `https://${HOST}/assessment` },
    { name: 'assessment_started', url: `https://${HOST}/assessment` },
    { name: 'assessment_step', step: 1, url: `https://${HOST}/assessment` },
  ])
  await visit('203.0.113.9', [
    { url: `https://${HOST}/old-page` },
    { name: 'not_found', url: `https://${HOST}/old-page` },
  ]) // a 404 bounce
  t.advance(60 * MINUTE) // 10:00+ in Chicago: the same visitor in another hour, and a new visit
  await visit('203.0.113.1', [{ url: `https://${HOST}/contact` }])
  await t.close()
}

describe('rollups of fixture visits (SQLite)', () => {
  beforeEach(async () => {
    await replayFixture(new SqliteIngestStore(client))
  })

  it('maps each visit to its channel, with visitors, visits, bounces and conversions', async () => {
    const channels = await rows(
      client,
      `SELECT value, visitors, sessions, bounces, conversions FROM ${TABLES.dimensions} WHERE dimension = 'channel' ORDER BY value`,
    )
    expect(channels).toEqual([
      { value: 'Direct', visitors: 4, sessions: 5, bounces: 3, conversions: 1 },
      { value: 'Email', visitors: 1, sessions: 1, bounces: 0, conversions: 0 },
      { value: 'Organic Search', visitors: 1, sessions: 1, bounces: 0, conversions: 0 },
      { value: 'Paid', visitors: 1, sessions: 1, bounces: 1, conversions: 0 },
      { value: 'Referral', visitors: 1, sessions: 1, bounces: 1, conversions: 0 },
      { value: 'Social', visitors: 1, sessions: 1, bounces: 1, conversions: 0 },
    ])
  })

  it('records campaigns, sources and media lowercased, and entry pages', async () => {
    const utm = await rows(
      client,
      `SELECT dimension, value, sessions FROM ${TABLES.dimensions} WHERE dimension LIKE 'utm_%' ORDER BY dimension, value`,
    )
    expect(utm).toEqual([
      { dimension: 'utm_campaign', value: 'spring growth', sessions: 2 },
      { dimension: 'utm_medium', value: 'cpc', sessions: 1 },
      { dimension: 'utm_medium', value: 'email', sessions: 1 },
      { dimension: 'utm_source', value: 'google', sessions: 1 },
      { dimension: 'utm_source', value: 'newsletter', sessions: 1 },
    ])
    const entries = await rows(
      client,
      `SELECT value, sessions, bounces FROM ${TABLES.dimensions} WHERE dimension = 'entry_page' ORDER BY value`,
    )
    expect(entries).toEqual([
      { value: '/', sessions: 4, bounces: 2 },
      { value: '/assessment', sessions: 2, bounces: 0 },
      { value: '/contact', sessions: 1, bounces: 1 },
      { value: '/insights/x', sessions: 2, bounces: 2 },
      { value: '/old-page', sessions: 1, bounces: 1 },
    ])
  })

  it('counts goals with their visitors, the funnel steps and broken links with their path', async () => {
    const goals = await rows(client, `SELECT goal, detail, events, visitors FROM ${TABLES.goals} ORDER BY goal, detail`)
    expect(goals).toEqual([
      { goal: 'assessment_completed', detail: '', events: 1, visitors: 1 },
      { goal: 'assessment_started', detail: '', events: 2, visitors: 2 },
      { goal: 'assessment_step', detail: '1', events: 2, visitors: 2 },
      { goal: 'assessment_step', detail: '2', events: 1, visitors: 1 },
      { goal: 'contact_submitted', detail: '', events: 1, visitors: 1 },
      { goal: 'not_found', detail: '/old-page', events: 1, visitors: 1 },
    ])
    const [day] = await rows(client, `SELECT sessions, visitors, converters FROM ${TABLES.daily}`)
    expect(day).toEqual({ sessions: 10, visitors: 9, converters: 1 })
  })

  it('counts distinct visitors per hour of day, not page views', async () => {
    const hours = await rows(client, `SELECT hour, pageviews, visitors FROM ${TABLES.hours} ORDER BY hour`)
    expect(hours).toEqual([
      { hour: 9, pageviews: 10, visitors: 9 },
      { hour: 10, pageviews: 1, visitors: 1 },
    ])
  })

  it('keeps each month table equal to the sum of its days', async () => {
    for (const [day, month, keys] of [
      [TABLES.dimensions, TABLES.monthlyDimensions, 'dimension, value'],
      [TABLES.pages, TABLES.monthlyPages, 'path'],
      [TABLES.hours, TABLES.monthlyHours, 'hour'],
      [TABLES.goals, TABLES.monthlyGoals, 'goal, detail'],
    ]) {
      const columns = (await client.execute(`SELECT * FROM ${month} LIMIT 0`)).columns.filter(
        (name) => name !== 'month',
      )
      const sums = columns
        .map((name) => (keys.split(', ').includes(name) ? name : `SUM(${name}) AS ${name}`))
        .join(', ')
      const fromDays = await rows(
        client,
        `SELECT substr(day, 1, 7) AS month, ${sums} FROM ${day} GROUP BY substr(day, 1, 7), ${keys} ORDER BY ${keys}`,
      )
      expect(fromDays.length).toBeGreaterThan(0)
      expect(await rows(client, `SELECT month, ${columns.join(', ')} FROM ${month} ORDER BY ${keys}`)).toEqual(fromDays)
    }
  })
})

describe('the MongoDB ingest store', () => {
  it('writes the same rollups as SQLite for the fixture visits', async () => {
    await replayFixture(new SqliteIngestStore(client))
    const connection = new MingoConnection()
    await replayFixture(new MongoIngestStore(connection as unknown as Connection))
    const strip = (docs: Record<string, unknown>[]) =>
      docs
        .map((doc) =>
          Object.fromEntries(
            Object.entries(doc)
              .filter(([key]) => key !== '_id')
              .map(([key, value]) => [key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`), value]),
          ),
        )
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    for (const table of [
      TABLES.daily,
      TABLES.dimensions,
      TABLES.monthlyDimensions,
      TABLES.hours,
      TABLES.goals,
      TABLES.monthlyGoals,
      TABLES.pages,
    ]) {
      const sqlite = (await rows(client, `SELECT * FROM ${table}`)).sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      )
      expect(strip(connection.collection(table).docs), table).toEqual(sqlite)
    }
  })
})

describe('ingest rules', () => {
  const post = (collector: Collector, body: unknown, headers: Record<string, string> = {}, ip = '192.0.2.10') =>
    ingest(collector, {
      headers: new Headers({ 'content-type': 'text/plain', 'user-agent': CHROME, ...headers }),
      body: Buffer.from(JSON.stringify(body)),
      ip,
      host: HOST,
    })

  async function pageviews() {
    const [row] = await rows(client, `SELECT COALESCE(SUM(pageviews), 0) AS n FROM ${TABLES.daily}`)
    return Number(row.n)
  }

  it('drops staff visits (the admin key header), bots, spam referrers and unknown goals with 202', async () => {
    const collector = new Collector(new SqliteIngestStore(client), TIME_ZONE)
    const page = `https://${HOST}/`
    expect(await post(collector, { name: 'pageview', url: page }, { 'x-api-key': 'anything' })).toEqual({ status: 202 })
    expect(await post(collector, { name: 'pageview', url: page }, { 'user-agent': BOT_USER_AGENTS[0] })).toEqual({
      status: 202,
    })
    expect(await post(collector, { name: 'pageview', url: page, referrer: 'https://best-seo-offer.com/x' })).toEqual({
      status: 202,
    })
    expect(await post(collector, { name: 'pageview', url: page, referrer: 'https://sub.0n-line.tv/' })).toEqual({
      status: 202,
    })
    expect(await post(collector, { name: 'newsletter_signup', url: page })).toEqual({ status: 202 })
    await collector.flush()
    expect(await pageviews()).toBe(0)
    expect(await post(collector, { name: 'pageview', url: page, referrer: 'https://www.linkedin.com/' })).toEqual({
      status: 202,
    })
    await collector.close()
    expect(await pageviews()).toBe(1)
  })

  it('refuses malformed steps and event names with 400 naming the field', async () => {
    const collector = new Collector(new SqliteIngestStore(client), TIME_ZONE)
    expect(await post(collector, { name: 'assessment_step', step: 'two', url: `https://${HOST}/` })).toMatchObject({
      status: 400,
      message: 'Invalid or missing fields: step',
    })
    expect(await post(collector, { name: 'Page View', url: `https://${HOST}/` })).toMatchObject({
      status: 400,
      message: 'Invalid or missing fields: name',
    })
    await collector.close()
  })

  it('caps UTM values in length and charset, and new campaigns per visitor per day', async () => {
    const t = instances([new SqliteIngestStore(client)], '2026-06-10T15:00:00Z')
    const [c] = t.collectors
    for (let i = 0; i < 6; i += 1) {
      // Each a new visit of the same visitor, with a new campaign.
      await c.accept(
        event({ ip: '192.0.2.20', url: `https://${HOST}/?utm_campaign=c${i}&utm_source=${'s'.repeat(150)}` }),
      )
      t.advance(31 * MINUTE)
    }
    await c.accept(event({ ip: '192.0.2.21', url: `https://${HOST}/?utm_campaign=<script>&utm_medium=%00mail` }))
    await t.close()
    const campaigns = await rows(
      client,
      `SELECT value FROM ${TABLES.dimensions} WHERE dimension = 'utm_campaign' ORDER BY value`,
    )
    expect(campaigns.map((row) => row.value)).toEqual(['c0', 'c1', 'c2'])
    const sources = await rows(client, `SELECT value FROM ${TABLES.dimensions} WHERE dimension = 'utm_source'`)
    expect(sources).toEqual([{ value: 's'.repeat(100) }])
    expect(await rows(client, `SELECT value FROM ${TABLES.dimensions} WHERE dimension = 'utm_medium'`)).toEqual([])
  })
})

describe('POST /api/events in the front server', () => {
  let server: http.Server
  let base: string
  let front: ReturnType<typeof eventsServer>

  beforeAll(async () => {
    front = eventsServer(() => ({ store: new SqliteIngestStore(otherConnection()) }))
    server = http.createServer((req, res) => {
      req.headers[CLIENT_IP_HEADER] = String(req.headers['x-test-ip'] ?? req.socket.remoteAddress)
      if (front.handle(req, res)) return
      res.writeHead(404).end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await front.flush()
    await new Promise((resolve) => server.close(resolve))
  })

  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/events`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, ...headers },
    })

  it('accepts an event with 202 and stores it, refuses bad bodies, and leaves other requests to Next', async () => {
    const accepted = await send(JSON.stringify({ name: 'pageview', url: `https://${HOST}/insights`, referrer: '' }), {
      'x-test-ip': '192.0.2.30',
    })
    expect(accepted.status).toBe(202)
    expect(accepted.headers.get('cache-control')).toBe('no-store')
    const tooLarge = await send(
      JSON.stringify({ name: 'pageview', url: `https://${HOST}/`, referrer: 'x'.repeat(5000) }),
    )
    expect([tooLarge.status, await tooLarge.text()]).toEqual([413, 'Event body must be at most 4096 bytes'])
    const notJson = await send('{"name"')
    expect([notJson.status, await notJson.text()]).toEqual([400, 'Request body is not valid JSON'])
    const form = await send('name=pageview', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    expect((await fetch(`${base}/api/events`)).status).toBe(404)
    await front.flush()
    expect(await rows(client, `SELECT path, views FROM ${TABLES.pages}`)).toEqual([{ path: '/insights', views: 1 }])
  })

  it('limits events per client address however the user agent rotates', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 125; i += 1) {
      const userAgent = `${FIREFOX.replace(/Firefox\/[\d.]+/, `Firefox/${100 + i}.0`)}`
      const response = await send(JSON.stringify({ name: 'pageview', url: `https://${HOST}/` }), {
        'x-test-ip': '192.0.2.31',
        'user-agent': userAgent,
      })
      statuses.push(response.status)
    }
    // 125 events from one client, each with another user agent: 60 new visitors an hour, no more.
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true)
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true)
    // The same browser on that address goes on being counted.
    const known = FIREFOX.replace(/Firefox\/[\d.]+/, 'Firefox/100.0')
    expect(
      (
        await send(JSON.stringify({ name: 'pageview', url: `https://${HOST}/team` }), {
          'x-test-ip': '192.0.2.31',
          'user-agent': known,
        })
      ).status,
    ).toBe(202)
    await front.flush()
    const [day] = await rows(
      client,
      `SELECT SUM(visitors) AS visitors, SUM(pageviews) AS pageviews FROM ${TABLES.daily}`,
    )
    expect(day).toEqual({ visitors: 60, pageviews: 61 })
  })
})
