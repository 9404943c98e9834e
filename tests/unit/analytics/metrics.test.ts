import { describe, expect, it } from 'vitest'

import { percent, visitorAnalytics } from '@/analytics/model/metrics'
import { emptyDimensionCounts, type Dimension } from '@/analytics/model/rollup'

/** A dimension row where each visit is another visitor. */
const visits = (dimension: Dimension, value: string, sessions: number) => ({
  dimension,
  value,
  ...emptyDimensionCounts(),
  sessions,
  visitors: sessions,
})

describe('visitorAnalytics', () => {
  const range = {
    totals: { sessions: 7, bounces: 3, durationMs: 7 * 61_400, pageviews: 15, visitors: 6, converters: 1 },
    dimensions: [
      visits('device', 'Mobile', 2),
      visits('device', 'Desktop', 5),
      visits('country', '', 7),
      visits('referrer', 'direct', 4),
      visits('referrer', 'google.com', 3),
    ],
    pages: [
      { path: '/team', views: 4, uniques: 3 },
      { path: '/', views: 11, uniques: 7 },
    ],
    hours: [
      { hour: 9, pageviews: 12, visitors: 10 },
      { hour: 23, pageviews: 5, visitors: 5 },
    ],
    goals: [],
    exits: [],
  }

  it('applies the definitions to the sums', () => {
    const result = visitorAnalytics(range)
    expect(result).toMatchObject({
      totalVisitors: 7,
      uniqueVisitors: 6,
      pageViews: 15,
      bounceRate: 42.9,
      avgSessionDuration: 61,
      conversionMetrics: { assessmentConversionRate: 16.7 },
      deviceBreakdown: [
        { device: 'Desktop', percentage: 71.4 },
        { device: 'Mobile', percentage: 28.6 },
      ],
      browserBreakdown: [],
      countryBreakdown: [{ country: '', percentage: 100 }],
      topPages: [
        { path: '/', views: 11, uniqueViews: 7 },
        { path: '/team', views: 4, uniqueViews: 3 },
      ],
      topReferrers: [
        { referrer: 'direct', visitors: 4 },
        { referrer: 'google.com', visitors: 3 },
      ],
    })
    expect(result.hourlyTraffic).toHaveLength(24)
    expect(result.hourlyTraffic[9]).toEqual({ hour: 9, visitors: 10 })
    expect(result.hourlyTraffic.reduce((sum, bucket) => sum + bucket.visitors, 0)).toBe(15)
  })

  it('answers zeros, not NaN, without data', () => {
    const empty = visitorAnalytics({
      totals: { sessions: 0, bounces: 0, durationMs: 0, pageviews: 0, visitors: 0, converters: 0 },
      dimensions: [],
      pages: [],
      exits: [],
      hours: [],
      goals: [],
    })
    expect(empty.bounceRate).toBe(0)
    expect(empty.avgSessionDuration).toBe(0)
    expect(empty.conversionMetrics.assessmentConversionRate).toBe(0)
    expect(empty.hourlyTraffic.every((bucket) => bucket.visitors === 0)).toBe(true)
  })

  it('rounds percentages to one decimal', () => {
    expect(percent(1, 3)).toBe(33.3)
    expect(percent(2, 3)).toBe(66.7)
    expect(percent(1, 8)).toBe(12.5)
    expect(percent(1, 0)).toBe(0)
  })
})
