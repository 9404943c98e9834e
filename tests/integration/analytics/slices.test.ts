import type { PeriodQuery, ReportFilters } from '../../../src/contracts/analytics'
import { beforeAll, describe, expect, it } from 'vitest'

import { Collector } from '@/analytics/collector'
import { resolveDatabase } from '@/config/database'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES } from '@/analytics/store/types'
import { addDays, localDayHour } from '@/analytics/model/time'

import { seedVisits } from '../../../scripts/bench/seed-analytics'
import { CHROME, HOST, sqliteClient, TIME_ZONE } from './harness'

const GOOGLE = 'https://www.google.com/'
/** Visits (one visitor each) on days that get sliced, one month that closes, and an open day. */
const VISITS: {
  ip: string
  country: string
  steps: { at: string; url: string; referrer?: string; name?: 'contact_submitted' }[]
}[] = [
  { ip: '198.51.100.1', country: 'US', steps: [{ at: '2026-05-20T15:00:00Z', url: '/team', referrer: GOOGLE }] },
  {
    ip: '198.51.100.2',
    country: 'US',
    steps: [
      { at: '2026-05-21T15:00:00Z', url: '/', referrer: GOOGLE },
      { at: '2026-05-21T15:02:00Z', url: '/contact' },
      { at: '2026-05-21T15:03:00Z', url: '/contact', name: 'contact_submitted' },
    ],
  },
  { ip: '198.51.100.3', country: 'CA', steps: [{ at: '2026-06-01T16:00:00Z', url: '/insights', referrer: GOOGLE }] },
  {
    ip: '198.51.100.4',
    country: 'US',
    steps: [
      { at: '2026-06-08T17:00:00Z', url: '/team', referrer: GOOGLE },
      { at: '2026-06-08T17:05:00Z', url: '/' },
    ],
  },
  { ip: '198.51.100.5', country: 'US', steps: [{ at: '2026-06-10T15:00:00Z', url: '/', referrer: GOOGLE }] },
  { ip: '198.51.100.6', country: '', steps: [{ at: '2026-06-10T16:00:00Z', url: '/team' }] },
]

const NOW = Date.parse('2026-06-10T20:00:00Z')
const FILTERS: ReportFilters[] = [
  {},
  { source: 'google.com' },
  { source: 'google.com', country: 'US' },
  { country: 'US' },
  { country: 'unknown' },
  { channel: 'Organic Search' },
  { device: 'Desktop' },
  { entry_page: '/' },
  { exit_page: '/team' },
  { page: '/team' },
  { page: '/' },
]
const PERIODS: PeriodQuery[] = [
  { range: '7d' },
  { range: '30d' },
  { range: 'all' },
  { from: '2026-05-21', to: '2026-06-09' },
]

async function emptyStore() {
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  return { client, store: new SqliteAnalyticsStore(client) }
}

/** Every filter's report over every period, read afresh (the report cache emptied first). */
async function reports(store: SqliteAnalyticsStore, collector: Collector, now: number, periods = PERIODS) {
  await store['client'].execute(`DELETE FROM ${TABLES.reportCache}`)
  const all = []
  for (const filters of FILTERS)
    for (const period of periods)
      all.push(await visitorReportFor({ store, collector }, period, TIME_ZONE, now, filters))
  return all
}

describe('filter slices (SQLite)', () => {
  let store: SqliteAnalyticsStore
  let collector: Collector
  let unsliced: Awaited<ReturnType<typeof reports>>
  const clock = { now: 0 }

  beforeAll(async () => {
    ;({ store } = await emptyStore())
    collector = new Collector(
      store,
      TIME_ZONE,
      () => clock.now,
      undefined,
      () => '',
    )
    const events = VISITS.flatMap(({ ip, country, steps }) => steps.map((step) => ({ ip, country, ...step }))).sort(
      (a, b) => Date.parse(a.at) - Date.parse(b.at),
    )
    for (const { at, ip, country, url, referrer = '', name = 'pageview' } of events) {
      clock.now = Date.parse(at)
      await collector.accept({
        name,
        url: `https://${HOST}${url}`,
        referrer,
        ip,
        country,
        userAgent: CHROME,
        host: HOST,
      })
    }
    await collector.flush()
    unsliced = await reports(store, collector, NOW)
  }, 60_000)

  it('a sliced period and an unsliced one give identical reports; the job catches up after downtime and is idempotent', async () => {
    const every = { minVisits: { day: 1, month: 1 } }
    // The job last ran on May 23: May 20 and 21 are sliced, May is not closed yet.
    expect(await store.sliceClosedDays('2026-05-21', every)).toEqual({ days: 2, months: 0, pruned: 0 })
    expect(await reports(store, collector, NOW)).toEqual(unsliced)
    // Down until June 10: the next run slices June 1 and 8 and the now closed May; June 10 stays open.
    expect(await store.sliceClosedDays('2026-06-08', every)).toEqual({ days: 2, months: 1, pruned: 0 })
    expect(await store.sliceClosedDays('2026-06-08', every)).toEqual({ days: 0, months: 0, pruned: 0 })
    const client = store['client']
    const sliced = await client.execute(`SELECT bucket FROM ${TABLES.sliced} ORDER BY bucket`)
    expect(sliced.rows.map((row) => row.bucket)).toEqual([
      '2026-05',
      '2026-05-20',
      '2026-05-21',
      '2026-06-01',
      '2026-06-08',
    ])
    const may = await client.execute(
      `SELECT visitors, sessions, pageviews, bounces, conversions FROM ${TABLES.monthlySlices} WHERE filter = 'source' AND value = 'google.com' AND kind = 'total' AND month = '2026-05'`,
    )
    expect(may.rows.map((row) => ({ ...row }))).toEqual([
      { visitors: 2, sessions: 2, pageviews: 3, bounces: 1, conversions: 0 },
    ])
    expect(await reports(store, collector, NOW)).toEqual(unsliced)
    // The slices are what is read: a changed day slice shows in a report from May 21 (5 page views),
    // a changed month slice in a report of whole May (3) and in all time, whose first month is May's slice.
    await client.execute(
      `UPDATE ${TABLES.dailySlices} SET pageviews = pageviews + 100 WHERE filter = 'source' AND value = 'google.com' AND kind = 'total' AND day = '2026-05-21'`,
    )
    await client.execute(
      `UPDATE ${TABLES.monthlySlices} SET pageviews = pageviews + 10 WHERE filter = 'source' AND value = 'google.com' AND kind = 'total'`,
    )
    // Slices of closed days never change: their kept past parts are dropped by hand here.
    await client.execute(`DELETE FROM ${TABLES.reportCache}`)
    await client.execute(`DELETE FROM ${TABLES.pastCache}`)
    const google = (period: PeriodQuery) =>
      visitorReportFor({ store, collector }, period, TIME_ZONE, NOW, { source: 'google.com' })
    expect((await google({ from: '2026-05-21', to: '2026-06-09' })).pageViews).toBe(105)
    expect((await google({ from: '2026-05-01', to: '2026-05-31' })).pageViews).toBe(13)
    expect((await google({ range: 'all' })).pageViews).toBe(17)
  })

  it("the viewed page is sliced under every page a visit viewed, with all of that visit's figures, and its slices are what is read", async () => {
    const client = store['client']
    const page = async (path: string) =>
      (
        await client.execute({
          sql: `SELECT bucket, visitors, sessions, pageviews FROM (SELECT day AS bucket, * FROM ${TABLES.dailySlices} UNION ALL SELECT month AS bucket, * FROM ${TABLES.monthlySlices}) WHERE filter = 'page' AND value = ? AND kind = 'total' ORDER BY bucket`,
          args: [path],
        })
      ).rows.map((row) => ({ ...row }))
    // /team: viewed on May 20 (a one-page visit) and June 8 (then /); June 10 is open.
    expect(await page('/team')).toEqual([
      { bucket: '2026-05', visitors: 1, sessions: 1, pageviews: 1 },
      { bucket: '2026-05-20', visitors: 1, sessions: 1, pageviews: 1 },
      { bucket: '2026-06-08', visitors: 1, sessions: 1, pageviews: 2 },
    ])
    // The June 8 visit counts under / too, with the same figures; its Top Pages hold both pages.
    expect((await page('/')).filter((row) => row.bucket === '2026-06-08')).toEqual([
      { bucket: '2026-06-08', visitors: 1, sessions: 1, pageviews: 2 },
    ])
    const pages = await client.execute(
      `SELECT key1, sessions, pageviews FROM ${TABLES.dailySlices} WHERE filter = 'page' AND value = '/team' AND kind = 'page' AND day = '2026-06-08' ORDER BY key1`,
    )
    expect(pages.rows.map((row) => ({ ...row }))).toEqual([
      { key1: '/', sessions: 1, pageviews: 1 },
      { key1: '/team', sessions: 1, pageviews: 1 },
    ])
    await client.execute(
      `UPDATE ${TABLES.dailySlices} SET pageviews = pageviews + 100 WHERE filter = 'page' AND value = '/team' AND kind = 'total' AND day = '2026-06-08'`,
    )
    await client.execute(`DELETE FROM ${TABLES.reportCache}`)
    await client.execute(`DELETE FROM ${TABLES.pastCache}`)
    const team = await visitorReportFor(
      { store, collector },
      { from: '2026-06-08', to: '2026-06-08' },
      TIME_ZONE,
      NOW,
      {
        page: '/team',
      },
    )
    expect(team.pageViews).toBe(102)
    await client.execute(
      `UPDATE ${TABLES.dailySlices} SET pageviews = pageviews - 100 WHERE filter = 'page' AND value = '/team' AND kind = 'total' AND day = '2026-06-08'`,
    )
    await client.execute(`DELETE FROM ${TABLES.reportCache}`)
  })

  it('the pair slice (source AND country) holds the pair only', async () => {
    const pairs = await store['client'].execute(
      `SELECT DISTINCT value FROM ${TABLES.dailySlices} WHERE filter = 'source+country' ORDER BY value`,
    )
    expect(pairs.rows.map((row) => String(row.value).split('\u001f'))).toEqual([
      ['google.com', 'CA'],
      ['google.com', 'US'],
    ])
  })
  it('an unfiltered report after writes on both sides of a month boundary keeps the closed part it summed and reads the open days fresh', async () => {
    const client = store['client']
    // July 1: the job has closed June 29; June 30 and July 1 are open.
    expect(await store.sliceClosedDays('2026-06-29', { minVisits: { day: 1, month: 1 } })).toMatchObject({ months: 0 })
    const july = Date.parse('2026-07-01T17:00:00Z')
    const all = () => visitorReportFor({ store, collector }, { range: 'all' }, TIME_ZONE, july)
    const before = await all()
    const kept = await client.execute(`SELECT key, created_at FROM ${TABLES.pastCache} WHERE key LIKE '["","rollups"%'`)
    expect(kept.rows.length).toBeGreaterThan(0)
    for (const [at, when] of ['2026-07-01T04:30:00Z', '2026-07-01T16:00:00Z'].entries()) {
      clock.now = Date.parse(when)
      await collector.accept({
        name: 'pageview',
        url: `https://${HOST}/insights`,
        referrer: '',
        ip: `198.51.100.${90 + at}`,
        country: 'GB',
        userAgent: CHROME,
        host: HOST,
      })
    }
    await collector.flush()
    const after = await all()
    // 04:30 UTC is 23:30 on June 30 in Chicago: one page view on each side of the boundary.
    expect(after.pageViews).toBe(before.pageViews + 2)
    const insights = (report: typeof after) => report.topPages.find((page) => page.path === '/insights')
    expect(insights(after)!.views).toBe((insights(before)?.views ?? 0) + 2)
    expect(after.totalVisitors).toBe(before.totalVisitors + 2)
    const reused = await client.execute(
      `SELECT key, created_at FROM ${TABLES.pastCache} WHERE key LIKE '["","rollups"%'`,
    )
    expect(reused.rows.map((row) => ({ ...row }))).toEqual(kept.rows.map((row) => ({ ...row })))
    await client.execute(`DELETE FROM ${TABLES.pastCache}`)
    await client.execute(`DELETE FROM ${TABLES.reportCache}`)
    expect(await all()).toEqual(after)
    // Once the job closes June, its month rows replace its days in the kept part: the same figures.
    await store.sliceClosedDays('2026-06-30', { minVisits: { day: 1, month: 1 } })
    await client.execute(`DELETE FROM ${TABLES.reportCache}`)
    expect(
      await visitorReportFor({ store, collector }, { range: 'all' }, TIME_ZONE, Date.parse('2026-07-02T17:00:00Z')),
    ).toMatchObject({ pageViews: after.pageViews })
  })
})

describe('filter slices over a seeded history, with the default thresholds', () => {
  it('reports are identical before and after slicing (in the worker thread) and after pruning old day slices, values below the threshold read from the kept visits', async () => {
    const { client } = await emptyStore()
    // Given the database file, the store slices in a worker thread on a connection of its own.
    const database = resolveDatabase(process.env.DATABASE_URI)
    if (database.kind !== 'sqlite') throw new Error('The integration tests run on SQLite')
    const store = new SqliteAnalyticsStore(client, database.file)
    await seedVisits(client, 40_000, 75, () => undefined)
    const collector = new Collector(store, TIME_ZONE, Date.now, undefined, () => '')
    const now = Date.now()
    const today = localDayHour(now, TIME_ZONE).day
    const periods: PeriodQuery[] = [
      { range: '30d' },
      { range: '12m' },
      { range: 'all' },
      { from: addDays(today, -70), to: addDays(today, -40) },
    ]
    const before = await reports(store, collector, now, periods)
    const sliced = await store.sliceClosedDays(addDays(today, -2))
    expect(sliced.days).toBeGreaterThan(70)
    expect(sliced.pruned).toBe(0)
    const us = await client.execute(
      `SELECT COUNT(*) AS n FROM ${TABLES.dailySlices} WHERE filter = 'country' AND value = 'US' AND kind = 'total'`,
    )
    expect(Number(us.rows[0].n)).toBeGreaterThan(0)
    const pages = await client.execute(
      `SELECT DISTINCT filter FROM ${TABLES.dailySlices} WHERE filter IN ('entry_page', 'exit_page') AND value = '/' ORDER BY filter`,
    )
    expect(pages.rows.map((row) => row.filter)).toEqual(['entry_page', 'exit_page'])
    // Every sliced day on which ≥ 10 visits viewed / has its viewed-page slice.
    const viewed = async (sql: string) =>
      (await client.execute({ sql, args: [addDays(today, -2)] })).rows.map((row) => String(row.day))
    const homeDays = await viewed(
      `SELECT day FROM ${TABLES.visitPages} WHERE path = '/' AND day <= ? GROUP BY day HAVING COUNT(DISTINCT visit_id) >= 10 ORDER BY day`,
    )
    expect(homeDays.length).toBeGreaterThan(70)
    expect(
      await viewed(
        `SELECT day FROM ${TABLES.dailySlices} WHERE filter = 'page' AND value = '/' AND kind = 'total' AND day <= ? ORDER BY day`,
      ),
    ).toEqual(homeDays)
    expect(await reports(store, collector, now, periods)).toEqual(before)
    // A month's slicing cut short by a restart (marked started, half added): the next run removes and redoes it.
    const month = addDays(today, -60).slice(0, 7)
    await client.execute({
      sql: `UPDATE ${TABLES.monthlySlices} SET pageviews = pageviews + 5 WHERE month = ?`,
      args: [month],
    })
    await client.batch(
      [
        { sql: `DELETE FROM ${TABLES.sliced} WHERE bucket = ?`, args: [month] },
        { sql: `INSERT INTO ${TABLES.sliced} (bucket) VALUES (?)`, args: [`${month}~`] },
      ],
      'write',
    )
    expect(await store.sliceClosedDays(addDays(today, -2))).toEqual({ days: 0, months: 1, pruned: 0 })
    expect(await reports(store, collector, now, periods)).toEqual(before)
    const marks = await client.execute(`SELECT bucket FROM ${TABLES.sliced} WHERE bucket LIKE '%~'`)
    expect(marks.rows).toEqual([])
    // Day slices older than the days kept are pruned once their month is sliced, the detailed kinds'
    // sooner than the totals'; reports stay exact (days without details read from the kept visits).
    const keep = { keepDays: 40, keepDetailDays: 20 }
    const pruned = await store.sliceClosedDays(addDays(today, -2), keep)
    expect(pruned).toMatchObject({ days: 0, months: 0 })
    expect(pruned.pruned).toBeGreaterThan(0)
    const count = async (kinds: string, before: number) => {
      const result = await client.execute({
        sql: `SELECT COUNT(*) AS n FROM ${TABLES.dailySlices} WHERE ${kinds} AND day < ? AND substr(day, 1, 7) IN (SELECT bucket FROM ${TABLES.sliced})`,
        args: [addDays(today, -2 - before)],
      })
      return Number(result.rows[0].n)
    }
    expect(await count(`kind = 'total'`, 40)).toBe(0)
    expect(await count(`kind <> 'total'`, 20)).toBe(0)
    expect(await count(`kind = 'total'`, 20)).toBeGreaterThan(0)
    expect(await reports(store, collector, now, periods)).toEqual(before)
    expect((await store.sliceClosedDays(addDays(today, -2), keep)).pruned).toBe(0)

    // A write changes only today: the past parts kept stay, on this instance and another, and every
    // report equals one read with nothing kept.
    const kept = await client.execute(`SELECT key, created_at FROM ${TABLES.pastCache} ORDER BY key`)
    expect(kept.rows.length).toBeGreaterThan(0)
    for (const [at, country] of ['US', 'US', 'CA'].entries())
      await collector.accept({
        name: 'pageview',
        url: `https://${HOST}/team`,
        referrer: GOOGLE,
        ip: `198.51.100.${200 + at}`,
        country,
        userAgent: CHROME,
        host: HOST,
      })
    await collector.flush()
    const other = new SqliteAnalyticsStore(client)
    const afterWrite = await reports(other, collector, Date.now(), periods)
    const reused = await client.execute(`SELECT key, created_at FROM ${TABLES.pastCache} ORDER BY key`)
    expect(reused.rows.map((row) => ({ ...row }))).toEqual(kept.rows.map((row) => ({ ...row })))
    await client.execute(`DELETE FROM ${TABLES.pastCache}`)
    expect(await reports(store, collector, Date.now(), periods)).toEqual(afterWrite)
    const google = afterWrite[FILTERS.findIndex((filters) => filters.source && !filters.country) * periods.length]
    const googleBefore = before[FILTERS.findIndex((filters) => filters.source && !filters.country) * periods.length]
    expect(google.pageViews).toBe(googleBefore.pageViews + 3)
  }, 300_000)
})
