import { describe, expect, it } from 'vitest'

import { TABLES } from '@/analytics/store/types'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { clockedCollector, HOST } from './harness'

const MINUTE = 60_000

describe('visitor analytics definitions (Plausible)', () => {
  it('counts sessions, page views, bounce rate to one decimal and mean session duration', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.1' }) // bounce: one pageview, nothing else
    await t.send({ ip: '198.51.100.2' })
    t.advance(90_000)
    await t.send({ ip: '198.51.100.2', url: `https://${HOST}/team` }) // two pageviews, 90 s
    await t.send({ ip: '198.51.100.3' })
    t.advance(30_000)
    await t.send({ ip: '198.51.100.3', name: 'contact_submitted' }) // one pageview + business event, 30 s
    const report = await t.report()
    expect(report.totalVisitors).toBe(3)
    expect(report.uniqueVisitors).toBe(3)
    expect(report.pageViews).toBe(4)
    expect(report.bounceRate).toBe(33.3)
    expect(report.avgSessionDuration).toBe(40)
    await t.close()
  })

  it('ends a session after 30 minutes without events', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.9' })
    t.advance(30 * MINUTE)
    await t.send({ ip: '198.51.100.9', url: `https://${HOST}/insights` }) // exactly 30 min: same session
    t.advance(30 * MINUTE + 1)
    await t.send({ ip: '198.51.100.9' }) // 30 min and 1 ms: a new session
    const report = await t.report()
    expect(report.totalVisitors).toBe(2)
    expect(report.uniqueVisitors).toBe(1)
    expect(report.avgSessionDuration).toBe(900)
    expect(report.bounceRate).toBe(50)
    expect(report.topPages).toEqual([
      { path: '/', views: 2, uniqueViews: 2 },
      { path: '/insights', views: 1, uniqueViews: 1 },
    ])
    await t.close()
  })

  it('counts unique views per session and strips query strings and trailing slashes', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.10', url: `https://${HOST}/team/?ref=nav` })
    await t.send({ ip: '198.51.100.10', url: `https://${HOST}/team#bio` })
    await t.send({ ip: '198.51.100.11', url: `https://${HOST}/team` })
    expect((await t.report()).topPages).toEqual([{ path: '/team', views: 3, uniqueViews: 2 }])
    await t.close()
  })

  it('takes referrers from the entry page: own host or empty is direct, www. stripped, utm_source wins', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.20', referrer: '' })
    await t.send({ ip: '198.51.100.21', referrer: `https://${HOST}/team` })
    await t.send({ ip: '198.51.100.22', referrer: `https://www.${HOST}/insights` })
    await t.send({ ip: '198.51.100.23', referrer: 'https://www.google.com/search?q=capital' })
    await t.send({ ip: '198.51.100.23', referrer: 'https://news.ycombinator.com/' }) // same session: entry referrer kept
    await t.send({
      ip: '198.51.100.24',
      referrer: 'https://www.google.com/',
      url: `https://${HOST}/?utm_source=Newsletter`,
    })
    expect((await t.report()).topReferrers).toEqual([
      { referrer: 'direct', visitors: 3 },
      { referrer: 'google.com', visitors: 1 },
      { referrer: 'newsletter', visitors: 1 },
    ])
    await t.close()
  })

  it('breaks sessions down by device, browser and country as percentages of sessions', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    const iphone = BROWSER_USER_AGENTS.find((ua) => ua.includes('iPhone OS 18_1') && ua.includes('Version/'))!
    await t.send({ ip: '198.51.100.30', country: 'US' })
    await t.send({ ip: '198.51.100.30', country: 'US', url: `https://${HOST}/team` })
    await t.send({ ip: '198.51.100.31', country: 'US' })
    await t.send({ ip: '198.51.100.32', userAgent: iphone, country: 'DE' })
    const report = await t.report()
    expect(report.deviceBreakdown).toEqual([
      { device: 'Desktop', percentage: 66.7 },
      { device: 'Mobile', percentage: 33.3 },
    ])
    expect(report.browserBreakdown).toEqual([
      { browser: 'Chrome', percentage: 66.7 },
      { browser: 'Safari', percentage: 33.3 },
    ])
    expect(report.countryBreakdown).toEqual([
      { country: 'US', percentage: 66.7 },
      { country: 'DE', percentage: 33.3 },
    ])
    await t.close()
  })

  it('rates assessment conversion as unique visitors who completed one over unique visitors', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    for (let i = 0; i < 6; i += 1) await t.send({ ip: `198.51.100.${40 + i}` })
    await t.send({ ip: '198.51.100.40', name: 'assessment_completed' })
    await t.send({ ip: '198.51.100.40', name: 'assessment_completed' })
    const report = await t.report()
    expect(report.conversionMetrics.assessmentConversionRate).toBe(16.7)
    await t.close()
  })

  // Chicago on 2026-11-01: 01:00-01:59 happens twice (25 hours); on 2026-03-08: no 02:00 (23 hours).
  it.each([
    {
      day: '2026-11-01',
      firstView: '2026-11-01T05:30:00Z',
      hours: 25,
      expected: (hour: number) => (hour === 1 ? 2 : 1),
    },
    {
      day: '2026-03-08',
      firstView: '2026-03-08T06:10:00Z',
      hours: 23,
      expected: (hour: number) => (hour === 2 ? 0 : 1),
    },
  ])(
    'puts page views in 24 local hourly buckets that sum to page views on the $hours-hour DST day $day',
    async ({ day, firstView, hours, expected }) => {
      const t = await clockedCollector(firstView)
      for (let hour = 0; hour < hours; hour += 1) {
        t.at(new Date(Date.parse(firstView) + hour * 60 * MINUTE).toISOString())
        await t.send({ ip: `198.51.100.${100 + hour}` })
      }
      const report = await t.report()
      expect(report.pageViews).toBe(hours)
      expect(report.hourlyTraffic).toEqual([...Array(24).keys()].map((hour) => ({ hour, visitors: expected(hour) })))
      expect(report.hourlyTraffic.reduce((sum, bucket) => sum + bucket.visitors, 0)).toBe(report.pageViews)
      const days = await t.client.execute(`SELECT DISTINCT day FROM ${TABLES.daily}`)
      expect(days.rows.map((row) => row.day)).toEqual([day])
      await t.close()
    },
  )

  it('sums unique visitors per day, rotates the salt daily and deletes salts after 48 hours', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.60' })
    t.advance(2 * 60 * MINUTE)
    await t.send({ ip: '198.51.100.60' }) // second session, same day and visitor
    t.at('2026-06-11T15:00:00Z')
    await t.send({ ip: '198.51.100.60' }) // next day: a new salt, so a new visitor id
    const report = await t.report()
    expect(report.totalVisitors).toBe(3)
    expect(report.uniqueVisitors).toBe(2)
    const ids = await t.client.execute(
      `SELECT day, COUNT(DISTINCT visitor_id) AS ids FROM ${TABLES.sessions} GROUP BY day ORDER BY day`,
    )
    expect(ids.rows.map((row) => [row.day, Number(row.ids)])).toEqual([
      ['2026-06-10', 1],
      ['2026-06-11', 1],
    ])
    const [first, second] = (await t.client.execute(`SELECT DISTINCT visitor_id FROM ${TABLES.sessions}`)).rows
    expect(first.visitor_id).not.toBe(second.visitor_id)
    t.at('2026-06-12T16:00:00Z') // the 06-10 salt is 49 hours old
    await t.send({ ip: '198.51.100.61' })
    const salts = await t.client.execute(`SELECT day FROM ${TABLES.salts} ORDER BY day`)
    expect(salts.rows.map((row) => row.day)).toEqual(['2026-06-11', '2026-06-12'])
    await t.close()
  })

  it('keeps a session going across midnight with the previous day’s salt', async () => {
    const t = await clockedCollector('2026-06-11T04:50:00Z') // 23:50 in Chicago
    await t.send({ ip: '198.51.100.70' })
    t.advance(20 * MINUTE) // 00:10 the next day
    await t.send({ ip: '198.51.100.70', url: `https://${HOST}/team` })
    const report = await t.report()
    expect(report.totalVisitors).toBe(1)
    expect(report.bounceRate).toBe(0)
    expect(report.avgSessionDuration).toBe(1200)
    await t.close()
  })

  it('continues sessions and keeps unique visitors after a restart', async () => {
    const t = await clockedCollector('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.80' })
    await t.restart()
    t.advance(5 * MINUTE)
    await t.send({ ip: '198.51.100.80', url: `https://${HOST}/team` })
    const report = await t.report()
    expect(report.totalVisitors).toBe(1)
    expect(report.uniqueVisitors).toBe(1)
    expect(report.pageViews).toBe(2)
    await t.close()
  })

  it('limits ranges to the last N local days', async () => {
    const t = await clockedCollector('2026-05-01T15:00:00Z')
    await t.send({ ip: '198.51.100.90' })
    t.at('2026-06-10T15:00:00Z')
    await t.send({ ip: '198.51.100.91' })
    expect((await t.report('7d')).totalVisitors).toBe(1)
    expect((await t.report('90d')).totalVisitors).toBe(2)
    expect((await t.report('all')).totalVisitors).toBe(2)
    await t.close()
  })
})
