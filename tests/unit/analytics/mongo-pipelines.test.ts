import { describe, expect, it } from 'vitest'

import { dimensionsPipeline, hoursPipeline, incrementOps, pagesPipeline, totalsPipeline } from '@/analytics/store/mongo-pipelines'
import { ROWS_PER_LIST } from '@/analytics/store/types'

import { MingoCollection } from '../../fixtures/mingo-mongo'

describe('MongoDB analytics pipelines', () => {
  it('match nothing out for all time and a day range otherwise', () => {
    expect(totalsPipeline(null)[0]).toHaveProperty('$group')
    expect(totalsPipeline('2026-01-01')[0]).toEqual({ $match: { day: { $gte: '2026-01-01' } } })
  })

  it('add increments into one document per key', async () => {
    const pages = new MingoCollection()
    await pages.bulkWrite(incrementOps([{ day: '2026-01-01', path: '/', views: 2, uniques: 1 }], ['day', 'path'], ['views', 'uniques']))
    await pages.bulkWrite(incrementOps([{ day: '2026-01-01', path: '/', views: 3, uniques: 2 }], ['day', 'path'], ['views', 'uniques']))
    // MongoDB gives an upserted document an _id of its own.
    expect(pages.docs.map(({ _id, ...doc }) => doc)).toEqual([{ day: '2026-01-01', path: '/', views: 5, uniques: 3 }])
  })

  it('sum pages over the range, most viewed first', () => {
    const pages = new MingoCollection()
    pages.docs = [
      { day: '2026-01-01', path: '/team', views: 5, uniques: 4 },
      { day: '2026-01-02', path: '/team', views: 1, uniques: 1 },
      { day: '2026-01-02', path: '/', views: 3, uniques: 2 },
      { day: '2025-12-31', path: '/old', views: 50, uniques: 50 },
    ]
    expect(pages.run(pagesPipeline('2026-01-01'))).toEqual([
      { _id: '/team', views: 6, uniques: 5 },
      { _id: '/', views: 3, uniques: 2 },
    ])
  })

  it('rank each dimension separately and keep the top rows', () => {
    const dimensions = new MingoCollection()
    dimensions.docs = [
      ...Array.from({ length: ROWS_PER_LIST + 5 }, (_, i) => ({ day: '2026-01-01', dimension: 'referrer', value: `site${i}.example`, sessions: i + 1 })),
      { day: '2026-01-01', dimension: 'device', value: 'Mobile', sessions: 2 },
      { day: '2026-01-02', dimension: 'device', value: 'Mobile', sessions: 2 },
      { day: '2026-01-02', dimension: 'device', value: 'Desktop', sessions: 3 },
    ]
    const groups = dimensions.run(dimensionsPipeline(null)) as { _id: string; rows: { value: string; sessions: number }[] }[]
    const device = groups.find((group) => group._id === 'device')!
    expect(device.rows).toEqual([
      { value: 'Mobile', sessions: 4 },
      { value: 'Desktop', sessions: 3 },
    ])
    const referrer = groups.find((group) => group._id === 'referrer')!
    expect(referrer.rows).toHaveLength(ROWS_PER_LIST)
    expect(referrer.rows[0]).toEqual({ value: `site${ROWS_PER_LIST + 4}.example`, sessions: ROWS_PER_LIST + 5 })
  })

  it('sum totals and hours', () => {
    const daily = new MingoCollection()
    daily.docs = [
      { day: '2026-01-01', sessions: 2, bounces: 1, durationMs: 1000, pageviews: 3, visitors: 2, converters: 0 },
      { day: '2026-01-02', sessions: 1, bounces: 0, durationMs: 500, pageviews: 4, visitors: 1, converters: 1 },
    ]
    expect(daily.run(totalsPipeline('2026-01-02'))).toEqual([
      { _id: null, sessions: 1, bounces: 0, durationMs: 500, pageviews: 4, visitors: 1, converters: 1 },
    ])
    const hours = new MingoCollection()
    hours.docs = [
      { day: '2026-01-01', hour: 5, pageviews: 2 },
      { day: '2026-01-02', hour: 5, pageviews: 1 },
    ]
    expect(hours.run(hoursPipeline(null))).toEqual([{ _id: 5, pageviews: 3 }])
  })
})
