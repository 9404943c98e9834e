import type { PeriodQuery, ReportFilters } from '../../../src/contracts/analytics'
import type { Connection } from 'mongoose'
import { beforeAll, describe, expect, it } from 'vitest'

import { Collector, type Incoming } from '@/analytics/collector'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'
import type { VisitorReport } from '@/contracts/analytics-answers'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { CHROME, HOST, sqliteClient, TIME_ZONE } from './harness'

const GOOGLE = 'https://www.google.com/'
const LINKEDIN = 'https://www.linkedin.com/feed'

type Step = { at: string; url?: string; name?: Incoming['name']; referrer?: string }
/** Each visit is one visitor (its own address): its country and its events in order. */
const VISITS: { ip: string; country: string; steps: Step[] }[] = [
  // This period (2026-06-04 to 2026-06-10)
  {
    ip: '198.51.100.1',
    country: 'US',
    steps: [
      { at: '2026-06-10T15:00:00Z', url: '/', referrer: GOOGLE },
      { at: '2026-06-10T15:01:00Z', url: '/team' },
      { at: '2026-06-10T15:02:00Z', url: '/contact' },
      { at: '2026-06-10T15:03:00Z', name: 'contact_submitted', url: '/contact' },
    ],
  },
  { ip: '198.51.100.2', country: 'CA', steps: [{ at: '2026-06-10T16:00:00Z', url: '/insights', referrer: GOOGLE }] },
  {
    ip: '198.51.100.3',
    country: 'US',
    steps: [
      { at: '2026-06-10T17:00:00Z', url: '/team', referrer: LINKEDIN },
      { at: '2026-06-10T17:05:00Z', url: '/' },
    ],
  },
  {
    ip: '198.51.100.4',
    country: 'US',
    steps: [
      { at: '2026-06-10T18:00:00Z', url: '/team' },
      { at: '2026-06-10T18:01:00Z', name: 'assessment_started', url: '/assessment' },
      { at: '2026-06-10T18:09:00Z', name: 'assessment_completed', url: '/assessment' },
    ],
  },
  { ip: '198.51.100.5', country: 'US', steps: [{ at: '2026-06-08T15:00:00Z', url: '/', referrer: GOOGLE }] },
  // The previous period (2026-05-28 to 2026-06-03)
  {
    ip: '198.51.100.6',
    country: 'US',
    steps: [
      { at: '2026-06-01T15:00:00Z', url: '/team', referrer: GOOGLE },
      { at: '2026-06-01T15:04:00Z', url: '/' },
    ],
  },
  { ip: '198.51.100.7', country: '', steps: [{ at: '2026-06-01T16:00:00Z', url: '/' }] },
  // Before the previous period: no filter may reach it.
  { ip: '198.51.100.8', country: 'US', steps: [{ at: '2026-05-20T15:00:00Z', url: '/team', referrer: GOOGLE }] },
]

const WEEK: PeriodQuery = { from: '2026-06-04', to: '2026-06-10' }

async function replay(store: AnalyticsStore) {
  const clock = { now: 0 }
  // Countries are the fixture's own: the address database would place these test addresses.
  const collector = new Collector(
    store,
    TIME_ZONE,
    () => clock.now,
    undefined,
    () => '',
  )
  const events = VISITS.flatMap(({ ip, country, steps }) => steps.map((step) => ({ ip, country, ...step }))).sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  )
  for (const { at, ip, country, url = '/', name = 'pageview', referrer = '' } of events) {
    clock.now = Date.parse(at)
    await collector.accept({ name, url: `https://${HOST}${url}`, referrer, ip, country, userAgent: CHROME, host: HOST })
  }
  await collector.flush()
  return (filters: ReportFilters, period: PeriodQuery = WEEK) =>
    visitorReportFor({ store, collector }, period, TIME_ZONE, Date.parse('2026-06-10T20:00:00Z'), filters)
}

const counts = (report: VisitorReport) => ({
  visits: report.totalVisitors,
  visitors: report.uniqueVisitors,
  pageViews: report.pageViews,
  bounceRate: report.bounceRate,
  previous: report.previousPeriod && {
    visits: report.previousPeriod.totalVisitors,
    pageViews: report.previousPeriod.pageViews,
  },
})

const stores: [string, () => Promise<AnalyticsStore>][] = [
  [
    'SQLite',
    async () => {
      const client = await sqliteClient()
      for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
      return new SqliteAnalyticsStore(client)
    },
  ],
  ['MongoDB (mingo)', async () => new MongoAnalyticsStore(new MingoConnection() as unknown as Connection)],
]

describe.each(stores)('report filters on %s', (_name, open) => {
  let report: (filters: ReportFilters, period?: PeriodQuery) => Promise<VisitorReport>
  beforeAll(async () => {
    report = await replay(await open())
  }, 60_000)

  it('filter by source: every card, list, goal and the previous period count its visits only', async () => {
    const google = await report({ source: 'google.com' })
    expect(counts(google)).toEqual({
      visits: 3,
      visitors: 3,
      pageViews: 5,
      bounceRate: 66.7,
      previous: { visits: 1, pageViews: 2 },
    })
    expect(google.filters).toEqual({ source: 'google.com' })
    expect(google.topReferrers).toEqual([{ referrer: 'google.com', visitors: 3 }])
    expect(google.topPages).toEqual([
      { path: '/', views: 2, uniqueViews: 2 },
      { path: '/contact', views: 1, uniqueViews: 1 },
      { path: '/insights', views: 1, uniqueViews: 1 },
      { path: '/team', views: 1, uniqueViews: 1 },
    ])
    expect(google.countryBreakdown).toEqual([
      { country: 'US', percentage: 66.7 },
      { country: 'CA', percentage: 33.3 },
    ])
    expect(google.exitPages).toEqual([
      { path: '/', exits: 1, exitRate: 50 },
      { path: '/contact', exits: 1, exitRate: 100 },
      { path: '/insights', exits: 1, exitRate: 100 },
    ])
    expect(google.goals.find((goal) => goal.goal === 'contact_submitted')).toMatchObject({ events: 1, visitors: 1 })
    expect(google.goals.find((goal) => goal.goal === 'assessment_completed')).toMatchObject({ events: 0 })
    expect(google.channels.find((row) => row.channel === 'Organic Search')?.visitors).toBe(3)
    expect(google.channels.find((row) => row.channel === 'Direct')?.visitors).toBe(0)
    // The trend: one visitor on the 8th, two on the 10th; the previous period's one on June 1.
    expect(google.series.filter((point) => point.visitors > 0)).toEqual([
      { date: '2026-06-08', visitors: 1, pageViews: 1 },
      { date: '2026-06-10', visitors: 2, pageViews: 4 },
    ])
    expect(google.previousSeries.filter((point) => point.visitors > 0)).toEqual([
      { date: '2026-06-01', visitors: 1, pageViews: 2 },
    ])
  })

  it('combines filters with AND: a source and a country', async () => {
    const both = await report({ source: 'google.com', country: 'CA' })
    expect(counts(both)).toEqual({
      visits: 1,
      visitors: 1,
      pageViews: 1,
      bounceRate: 100,
      previous: { visits: 0, pageViews: 0 },
    })
    expect(both.topPages).toEqual([{ path: '/insights', views: 1, uniqueViews: 1 }])
    const us = await report({ source: 'google.com', country: 'US' })
    expect(counts(us)).toMatchObject({ visits: 2, pageViews: 4, previous: { visits: 1, pageViews: 2 } })
  })

  it('a page filter keeps the visits that viewed the page, with all their pages, in both periods', async () => {
    const team = await report({ page: '/team' })
    expect(counts(team)).toEqual({
      visits: 3,
      visitors: 3,
      pageViews: 6,
      bounceRate: 0,
      previous: { visits: 1, pageViews: 2 },
    })
    expect(team.topPages).toEqual([
      { path: '/team', views: 3, uniqueViews: 3 },
      { path: '/', views: 2, uniqueViews: 2 },
      { path: '/contact', views: 1, uniqueViews: 1 },
    ])
    expect(team.topReferrers.map((row) => row.referrer).sort()).toEqual(['direct', 'google.com', 'linkedin.com'])
    expect(team.assessmentFunnel[0]).toEqual({ stage: 'Started', visitors: 1, dropOff: 0 })
    expect(team.assessmentFunnel.find((step) => step.stage === 'Completed')).toMatchObject({
      stage: 'Completed',
      visitors: 1,
    })
    expect(team.conversionMetrics.assessmentConversionRate).toBe(33.3)
    // Entry pages under a page filter: where the visits that read /team came in.
    expect(team.entryPages.map((row) => [row.path, row.visits])).toEqual([
      ['/team', 2],
      ['/', 1],
    ])
  })

  it('filters by exit page, entry page, channel and the unknown country; a filter matching nothing is zeros', async () => {
    expect(counts(await report({ exit_page: '/' }))).toMatchObject({ visits: 2, pageViews: 3 })
    expect(counts(await report({ entry_page: '/team' }))).toMatchObject({ visits: 2, pageViews: 3 })
    expect(counts(await report({ channel: 'Social' }))).toMatchObject({ visits: 1, pageViews: 2 })
    expect(counts(await report({ country: 'unknown' }))).toMatchObject({ visits: 0, previous: { visits: 1 } })
    const none = await report({ device: 'Mobile' })
    expect(counts(none)).toEqual({
      visits: 0,
      visitors: 0,
      pageViews: 0,
      bounceRate: 0,
      previous: { visits: 0, pageViews: 0 },
    })
    expect(none.topPages).toEqual([])
    expect(none.series.every((point) => point.visitors === 0)).toBe(true)
  })

  it('never reads outside the period: all time sees the visit of May 20, the week does not', async () => {
    expect((await report({ source: 'google.com' }, { range: 'all' })).totalVisitors).toBe(5)
    expect((await report({ page: '/team' }, { from: '2026-05-20', to: '2026-05-20' })).totalVisitors).toBe(1)
    expect((await report({ page: '/team' }, { from: '2026-05-21', to: '2026-05-31' })).totalVisitors).toBe(0)
  })

  it('unfiltered, exit pages come from the rollups with exits per view', async () => {
    const all = await report({})
    expect(all.filters).toEqual({})
    expect(all.exitPages).toEqual([
      { path: '/', exits: 2, exitRate: 66.7 },
      { path: '/contact', exits: 1, exitRate: 100 },
      { path: '/insights', exits: 1, exitRate: 100 },
      { path: '/team', exits: 1, exitRate: 33.3 },
    ])
  })
})
