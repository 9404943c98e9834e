import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { Collector, type Incoming } from '@/analytics/collector'
import { visitorAnalyticsFor } from '@/analytics/queries/visitor-analytics'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'
import { RANGES } from '@/lib/analytics/time'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { HOST, sqliteClient, TIME_ZONE } from './harness'

const PATHS = ['/', '/team', '/insights', '/contact', '/insights/growth-capital']
const REFERRERS = ['', `https://${HOST}/`, 'https://www.google.com/', 'https://www.linkedin.com/in/x', 'https://news.ycombinator.com/']

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
        name: i % 41 === 0 ? 'assessment_completed' : i % 29 === 0 ? 'contact_submitted' : 'pageview',
        url: `https://${HOST}${PATHS[i % PATHS.length]}${i % 13 === 0 ? '?utm_source=newsletter' : ''}`,
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
  for (const range of RANGES) reports.push(await visitorAnalyticsFor({ store, collector }, range, TIME_ZONE, clock.now))
  await collector.close()
  return { reports, events: await store.countEvents() }
}

describe('the SQLite and MongoDB analytics stores', () => {
  it('give the same results for the same visits', async () => {
    const client = await sqliteClient()
    for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
    const sqlite = await replay(new SqliteAnalyticsStore(client))
    const mongo = await replay(new MongoAnalyticsStore(new MingoConnection() as unknown as Connection))
    expect(sqlite.events).toBe(1500)
    expect(mongo).toEqual(sqlite)
    const all = sqlite.reports.at(-1)!
    expect(all.totalVisitors).toBeGreaterThan(500)
    expect(all.topReferrers.map((row) => row.referrer)).toEqual(
      expect.arrayContaining(['direct', 'google.com', 'linkedin.com', 'news.ycombinator.com', 'newsletter']),
    )
    expect(all.conversionMetrics.assessmentConversionRate).toBeGreaterThan(0)
    expect(sqlite.reports[0].pageViews).toBeLessThan(all.pageViews)
  })
})
