import type { PeriodQuery } from '../../../src/contracts/analytics'
import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { Collector, type Incoming } from '@/analytics/collector'
import { visitorReportFor } from '@/analytics/queries/visitor-analytics'
import { MongoAnalyticsStore } from '@/analytics/store/mongo'
import { SqliteAnalyticsStore } from '@/analytics/store/sqlite'
import { TABLES, type AnalyticsStore } from '@/analytics/store/types'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { CHROME, HOST, sqliteClient, TIME_ZONE } from './harness'

/**
 * Nine events around Chicago's spring-forward night (2026-03-08 has no 02:00) and one visit in the
 * period before, with every figure of the report counted by hand below.
 */
const SITE = `https://${HOST}`
const EVENTS: [string, Partial<Incoming> & { ip: string }][] = [
  // The previous period: a LinkedIn visit on Thursday, March 5.
  ['2026-03-05T18:00:00Z', { ip: '192.0.2.4', url: `${SITE}/`, referrer: 'https://www.linkedin.com/feed/' }],
  // 23:30 on Saturday, March 7 (CST): a direct visit that bounces.
  ['2026-03-08T05:30:00Z', { ip: '192.0.2.1', url: `${SITE}/` }],
  // 00:30 on Sunday, March 8: a newsletter visit that takes and completes the assessment.
  [
    '2026-03-08T06:30:00Z',
    { ip: '192.0.2.2', url: `${SITE}/insights/x?utm_source=newsletter&utm_medium=email&utm_campaign=spring` },
  ],
  ['2026-03-08T06:35:00Z', { ip: '192.0.2.2', url: `${SITE}/assessment`, name: 'assessment_started' }],
  ['2026-03-08T06:40:00Z', { ip: '192.0.2.2', url: `${SITE}/assessment`, name: 'assessment_step', step: 0 }],
  ['2026-03-08T06:50:00Z', { ip: '192.0.2.2', url: `${SITE}/assessment`, name: 'assessment_completed' }],
  // 03:30 CDT, after the clocks jumped: a Google visit that hits a broken link twice.
  ['2026-03-08T08:30:00Z', { ip: '192.0.2.3', url: `${SITE}/team`, referrer: 'https://www.google.com/' }],
  ['2026-03-08T08:31:00Z', { ip: '192.0.2.3', url: `${SITE}/old-link`, name: 'not_found' }],
  ['2026-03-08T08:32:00Z', { ip: '192.0.2.3', url: `${SITE}/old-link`, name: 'not_found' }],
]

async function replay(store: AnalyticsStore) {
  const clock = { now: 0 }
  const collector = new Collector(store, TIME_ZONE, () => clock.now)
  for (const [at, event] of EVENTS) {
    clock.now = Date.parse(at)
    expect(
      await collector.accept({
        name: 'pageview',
        referrer: '',
        userAgent: CHROME,
        host: HOST,
        country: 'US',
        url: SITE,
        ...event,
      }),
    ).toBe(true)
  }
  const report = (query: PeriodQuery, at: string) => {
    clock.now = Date.parse(at)
    return visitorReportFor({ store, collector }, query, TIME_ZONE, clock.now)
  }
  const reports = {
    justAfter: await report({ range: 'today' }, '2026-03-08T08:34:00Z'),
    weekend: await report({ from: '2026-03-07', to: '2026-03-08' }, '2026-03-08T20:00:00Z'),
    today: await report({ range: 'today' }, '2026-03-08T20:00:00Z'),
    // 23:00 CDT on March 8 is already March 9 in UTC: still "today" is March 8.
    lateToday: await report({ range: 'today' }, '2026-03-09T04:59:00Z'),
    week: await report({ range: '7d' }, '2026-03-08T20:00:00Z'),
    all: await report({ range: 'all' }, '2026-03-08T20:00:00Z'),
  }
  await collector.close()
  return reports
}

const hours = (counts: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => ({ hour, visitors: counts[hour] ?? 0 }))

describe.each([
  [
    'SQLite',
    async () => {
      const client = await sqliteClient()
      for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
      return new SqliteAnalyticsStore(client)
    },
  ],
  ['MongoDB (mingo)', async () => new MongoAnalyticsStore(new MingoConnection() as unknown as Connection)],
])('the report on %s, counted by hand', (_, openStore) => {
  it('covers the period, compares it with the one before, and lists goals, channels, campaigns and entry pages', async () => {
    const { justAfter, weekend, today, lateToday, week, all } = await replay(await openStore())

    expect(weekend.period).toEqual({
      range: 'custom',
      from: '2026-03-07',
      to: '2026-03-08',
      granularity: 'day',
      compare: 'previous',
    })
    expect(weekend).toMatchObject({ totalVisitors: 3, uniqueVisitors: 3, pageViews: 3, bounceRate: 66.7 })
    expect(weekend.conversionMetrics.assessmentConversionRate).toBe(33.3)
    expect(weekend.previousPeriod).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-06',
      totalVisitors: 1,
      uniqueVisitors: 1,
      pageViews: 1,
    })
    expect(weekend.series).toEqual([
      { date: '2026-03-07', visitors: 1, pageViews: 1 },
      { date: '2026-03-08', visitors: 2, pageViews: 2 },
    ])
    expect(weekend.previousSeries).toEqual([
      { date: '2026-03-05', visitors: 1, pageViews: 1 },
      { date: '2026-03-06', visitors: 0, pageViews: 0 },
    ])
    expect(weekend.hourlyTraffic).toEqual(hours({ 23: 1, 0: 1, 3: 1 }))
    expect(weekend.goals).toEqual([
      { goal: 'assessment_started', events: 1, visitors: 1, conversionRate: 33.3 },
      { goal: 'assessment_completed', events: 1, visitors: 1, conversionRate: 33.3 },
      { goal: 'contact_submitted', events: 0, visitors: 0, conversionRate: 0 },
      { goal: 'meeting_booked', events: 0, visitors: 0, conversionRate: 0 },
    ])
    expect(weekend.assessmentFunnel.slice(0, 3)).toEqual([
      { stage: 'Started', visitors: 1, dropOff: 0 },
      { stage: 'Business details', visitors: 1, dropOff: 0 },
      { stage: 'Question 1', visitors: 0, dropOff: 100 },
    ])
    expect(weekend.assessmentFunnel.slice(-2)).toEqual([
      { stage: 'Completed', visitors: 1, dropOff: 0 },
      { stage: 'Meeting booked', visitors: 0, dropOff: 100 },
    ])
    expect(weekend.channels).toEqual([
      { channel: 'Direct', visitors: 1, conversionRate: 0 },
      { channel: 'Organic Search', visitors: 1, conversionRate: 0 },
      { channel: 'Email', visitors: 1, conversionRate: 100 },
      { channel: 'Referral', visitors: 0, conversionRate: 0 },
      { channel: 'Social', visitors: 0, conversionRate: 0 },
      { channel: 'Paid', visitors: 0, conversionRate: 0 },
    ])
    expect(weekend.campaigns).toEqual([{ campaign: 'spring', visitors: 1, conversionRate: 100 }])
    expect(weekend.entryPages).toEqual([
      { path: '/', visits: 1, bounceRate: 100 },
      { path: '/insights/x', visits: 1, bounceRate: 0 },
      { path: '/team', visits: 1, bounceRate: 100 },
    ])
    expect(weekend.brokenLinks).toEqual([{ path: '/old-link', views: 2, visitors: 1 }])
    expect(weekend.topReferrers).toEqual(
      expect.arrayContaining([
        { referrer: 'direct', visitors: 1 },
        { referrer: 'google.com', visitors: 1 },
        { referrer: 'newsletter', visitors: 1 },
      ]),
    )

    // Today, per hour, against yesterday (the 23-hour DST day has no 02:00 bucket traffic).
    expect(today.period).toEqual({
      range: 'today',
      from: '2026-03-08',
      to: '2026-03-08',
      granularity: 'hour',
      compare: 'previous',
    })
    expect(today.series).toHaveLength(24)
    expect(today.series.filter((point) => point.pageViews > 0)).toEqual([
      { date: '2026-03-08T00:00', visitors: 1, pageViews: 1 },
      { date: '2026-03-08T03:00', visitors: 1, pageViews: 1 },
    ])
    expect(today.previousSeries.filter((point) => point.pageViews > 0)).toEqual([
      { date: '2026-03-07T23:00', visitors: 1, pageViews: 1 },
    ])
    expect(today.previousPeriod).toMatchObject({ from: '2026-03-07', to: '2026-03-07', totalVisitors: 1 })
    expect(lateToday.period.from).toBe('2026-03-08')
    expect(lateToday.totalVisitors).toBe(2)

    // Visitors now: only the Google visitor was active in the 5 minutes before 08:34 UTC.
    expect(justAfter.visitorsNow).toBe(1)
    expect(today.visitorsNow).toBe(0)

    expect(week.period).toMatchObject({ from: '2026-03-02', to: '2026-03-08' })
    expect(week.totalVisitors).toBe(4)
    expect(week.channels.find((row) => row.channel === 'Social')).toEqual({
      channel: 'Social',
      visitors: 1,
      conversionRate: 0,
    })
    expect(week.previousPeriod).toMatchObject({ from: '2026-02-23', to: '2026-03-01', totalVisitors: 0 })
    expect(week.series.map((point) => point.pageViews)).toEqual([0, 0, 0, 1, 0, 1, 2])

    // All time starts on the first day with traffic and has nothing before it.
    expect(all.period).toEqual({
      range: 'all',
      from: '2026-03-05',
      to: '2026-03-08',
      granularity: 'day',
      compare: 'previous',
    })
    expect(all.previousPeriod).toBeNull()
    expect(all.previousSeries).toEqual([])
    expect(all.totalVisitors).toBe(4)
  })
})
