import { RANGES } from '../../../src/contracts/analytics'
import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { Collector, type Incoming } from '@/analytics/collector'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { HOST, sqliteClient, TIME_ZONE } from './harness'

const PATHS = ['/', '/team', '/insights', '/contact', '/insights/growth-capital']
const REFERRERS = [
  '',
  `https://${HOST}/`,
  'https://www.google.com/',
  'https://www.linkedin.com/in/x',
  'https://news.ycombinator.com/',
]

/** Every Nth event is this goal (the first that divides wins); the rest are page views. */
const NAMES = [
  [43, 'meeting_booked'],
  [41, 'assessment_completed'],
  [29, 'contact_submitted'],
  [37, 'not_found'],
  [17, 'assessment_started'],
  [7, 'assessment_step'],
] as const

/** A deterministic mix of visits over 120 days, a DST change included. */
function fixture(): { at: number; event: Incoming }[] {
  const events: { at: number; event: Incoming }[] = []
  let at = Date.parse('2026-08-01T12:00:00Z')
  for (let i = 0; i < 1500; i += 1) {
    at += ((i * 7_919) % 180) * 60_000 + 11_000
    const visitor = (i * 31) % 97
    events.push({
      at,
      event: {
        name: NAMES.find(([every]) => i % every === 0)?.[1] ?? 'pageview',
        step: i % 5,
        url: `https://${HOST}${i % 37 === 0 ? `/gone-${i % 3}` : PATHS[i % PATHS.length]}${i % 13 === 0 ? `?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-${i % 2}` : ''}`,
        referrer: REFERRERS[i % REFERRERS.length],
        width: [390, 820, 1440][i % 3],
        ip: `203.0.113.${visitor}`,
        userAgent: BROWSER_USER_AGENTS[visitor % BROWSER_USER_AGENTS.length],
        host: HOST,
        country: ['US', 'CA', '', 'GB'][visitor % 4],
      },
    })
  }
  return events
}

async function replay(store: AnalyticsStore) {
  const clock = { now: 0 }
  const collector = new Collector(store, TIME_ZONE, () => clock.now)
  for (const { at, event } of fixture()) {
    clock.now = at
    await collector.accept(event)
  }
  const reports = []
  for (const range of RANGES)
    reports.push(await visitorReportFor({ store, collector }, { range }, TIME_ZONE, clock.now))
  // Partial months at both ends (day rollups) around whole months (month rollups), the DST change inside.
  for (const period of [
    { from: '2026-08-14', to: '2026-11-03' },
    { from: '2026-09-01', to: '2026-10-31' },
    { from: '2026-11-01', to: '2026-11-01' },
  ]) {
    reports.push(await visitorReportFor({ store, collector }, period, TIME_ZONE, clock.now))
  }
  // Filtered: a source, a source AND a country, a page with its previous period, a campaign, an exit page.
  const filtered = []
  for (const filters of [
    { source: 'google.com' },
    { source: 'google.com', country: 'US' },
    { page: '/team' },
    { utm_campaign: 'autumn-1' },
    { exit_page: '/contact', device: 'Mobile' as const },
  ]) {
    for (const period of [
      { range: 'all' as const },
      { from: '2026-09-01', to: '2026-10-31' },
      { range: '30d' as const },
    ])
      filtered.push(await visitorReportFor({ store, collector }, period, TIME_ZONE, clock.now, filters))
  }
  // Every insight page's visitors and entries (the Insights tab), whole months and partial ones.
  const insightPages = []
  for (const period of [reports[RANGES.indexOf('all')].period, { from: '2026-08-14', to: '2026-11-03' }])
    insightPages.push((await store.pagesUnder(period, '/insights/')).sort((a, b) => a.path.localeCompare(b.path)))
  await collector.close()
  return { reports, filtered, insightPages, events: await store.countEvents() }
}

describe('the SQLite and MongoDB analytics stores', () => {
  it('give the same results for the same visits', async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    const sqlite = await replay(new SqliteAnalyticsStore(client))
    const mongo = await replay(new MongoAnalyticsStore(new MingoConnection() as unknown as Connection))
    expect(sqlite.events).toBe(1500)
    expect(mongo).toEqual(sqlite)
    const all = sqlite.reports[RANGES.indexOf('all')]
    expect(all.totalVisitors).toBeGreaterThan(500)
    expect(all.topReferrers.map((row) => row.referrer)).toEqual(
      expect.arrayContaining(['direct', 'google.com', 'linkedin.com', 'news.ycombinator.com', 'newsletter']),
    )
    expect(all.conversionMetrics.assessmentConversionRate).toBeGreaterThan(0)
    expect(sqlite.reports[0].pageViews).toBeLessThan(all.pageViews)
    expect(all.campaigns.map((row) => row.campaign).sort()).toEqual(['autumn-0', 'autumn-1'])
    expect(all.channels.find((row) => row.channel === 'Email')!.visitors).toBeGreaterThan(0)
    expect(all.brokenLinks.map((row) => row.path).sort()).toEqual(['/gone-0', '/gone-1', '/gone-2'])
    expect(all.assessmentFunnel[0].visitors).toBeGreaterThan(0)
    // A filter that every visit of a value passes adds up: a source's visits are its Top Referrers row.
    const [google, googleUs, team] = [sqlite.filtered[0], sqlite.filtered[3], sqlite.filtered[6]]
    expect(google.uniqueVisitors).toBe(all.topReferrers.find((row) => row.referrer === 'google.com')!.visitors)
    expect(googleUs.totalVisitors).toBeGreaterThan(0)
    expect(googleUs.totalVisitors).toBeLessThan(google.totalVisitors)
    expect(team.topPages.find((row) => row.path === '/team')!.uniqueViews).toBe(team.totalVisitors)
    expect(sqlite.filtered[7].previousPeriod!.totalVisitors).toBeGreaterThan(0)
    expect(all.goals.every((goal) => goal.events > 0)).toBe(true)
    const [insightPages] = sqlite.insightPages
    expect(insightPages.map((row) => row.path)).toEqual(['/insights/growth-capital'])
    expect(insightPages[0].visitors).toBe(
      all.topPages.find((row) => row.path === '/insights/growth-capital')!.uniqueViews,
    )
    expect(insightPages[0].entries).toBe(all.entryPages.find((row) => row.path === '/insights/growth-capital')!.visits)
    // The month-and-day reading of a custom period adds up to its daily series.
    const [custom] = sqlite.reports.slice(RANGES.length)
    expect(custom.series).toHaveLength(82)
    expect(custom.series.reduce((sum, point) => sum + point.pageViews, 0)).toBe(custom.pageViews)
    expect(custom.series.reduce((sum, point) => sum + point.visitors, 0)).toBe(custom.uniqueVisitors)
  }, 180_000) // replays 1,500 events into both stores: ~15 s here, much more on a loaded machine
})
