import { describe, expect, it } from 'vitest'

import {
  dimensionsPipeline,
  firstDayPipeline,
  hoursPipeline,
  incrementOps,
  pagesPipeline,
  seriesPipeline,
  totalsPipeline,
} from '@/analytics/store/mongo-pipelines'
import { ROWS_PER_LIST, TABLES } from '@/analytics/store/types'

import { MingoCollection, MingoConnection } from '../../fixtures/mingo-mongo'

const JAN_1_2 = { from: '2026-01-01', to: '2026-01-02' }

describe('MongoDB analytics pipelines', () => {
  it('match the days of the period, both ends included', () => {
    expect(totalsPipeline({ from: '2026-01-01', to: '2026-01-31' })[0]).toEqual({
      $match: { day: { $gte: '2026-01-01', $lte: '2026-01-31' } },
    })
  })

  it('add increments into one document per key', async () => {
    const pages = new MingoCollection()
    await pages.bulkWrite(
      incrementOps([{ day: '2026-01-01', path: '/', views: 2, uniques: 1 }], ['day', 'path'], ['views', 'uniques']),
    )
    await pages.bulkWrite(
      incrementOps([{ day: '2026-01-01', path: '/', views: 3, uniques: 2 }], ['day', 'path'], ['views', 'uniques']),
    )
    // MongoDB gives an upserted document an _id of its own.
    expect(pages.docs).toEqual([{ _id: expect.anything(), day: '2026-01-01', path: '/', views: 5, uniques: 3 }])
  })

  it('sum pages over the range, most viewed first', () => {
    const pages = new MingoCollection()
    pages.docs = [
      { day: '2026-01-01', path: '/team', views: 5, uniques: 4 },
      { day: '2026-01-02', path: '/team', views: 1, uniques: 1 },
      { day: '2026-01-02', path: '/', views: 3, uniques: 2 },
      { day: '2025-12-31', path: '/old', views: 50, uniques: 50 },
    ]
    expect(pages.run(pagesPipeline({ from: '2026-01-01', to: '2026-01-02' }))).toEqual([
      { _id: '/team', views: 6, uniques: 5 },
      { _id: '/', views: 3, uniques: 2 },
    ])
  })

  it('rank each dimension separately and keep the top rows', () => {
    const dimensions = new MingoCollection()
    dimensions.docs = [
      ...Array.from({ length: ROWS_PER_LIST + 5 }, (_, i) => ({
        day: '2026-01-01',
        dimension: 'referrer',
        value: `site${i}.example`,
        sessions: i + 1,
      })),
      { day: '2026-01-01', dimension: 'device', value: 'Mobile', sessions: 2 },
      { day: '2026-01-02', dimension: 'device', value: 'Mobile', sessions: 2 },
      { day: '2026-01-02', dimension: 'device', value: 'Desktop', sessions: 3 },
    ]
    const groups = dimensions.run(dimensionsPipeline(JAN_1_2)) as {
      _id: string
      rows: { value: string; sessions: number }[]
    }[]
    const device = groups.find((group) => group._id === 'device')!
    expect(device.rows.map(({ value, sessions }) => ({ value, sessions }))).toEqual([
      { value: 'Mobile', sessions: 4 },
      { value: 'Desktop', sessions: 3 },
    ])
    const referrer = groups.find((group) => group._id === 'referrer')!
    expect(referrer.rows).toHaveLength(ROWS_PER_LIST)
    expect(referrer.rows[0]).toMatchObject({ value: `site${ROWS_PER_LIST + 4}.example`, sessions: ROWS_PER_LIST + 5 })
  })

  it('sum totals and hours', () => {
    const daily = new MingoCollection()
    daily.docs = [
      { day: '2026-01-01', sessions: 2, bounces: 1, durationMs: 1000, pageviews: 3, visitors: 2, converters: 0 },
      { day: '2026-01-02', sessions: 1, bounces: 0, durationMs: 500, pageviews: 4, visitors: 1, converters: 1 },
    ]
    expect(daily.run(totalsPipeline({ from: '2026-01-02', to: '2026-01-02' }))).toEqual([
      { _id: null, sessions: 1, bounces: 0, durationMs: 500, pageviews: 4, visitors: 1, converters: 1 },
    ])
    const hours = new MingoCollection()
    hours.docs = [
      { day: '2026-01-01', hour: 5, pageviews: 2 },
      { day: '2026-01-02', hour: 5, pageviews: 1 },
    ]
    expect(hours.run(hoursPipeline(JAN_1_2))).toEqual([{ _id: 5, pageviews: 3, visitors: 0 }])
  })

  it('find the first day with traffic', () => {
    const daily = new MingoCollection()
    expect(daily.run(firstDayPipeline)).toEqual([])
    daily.docs = [{ day: '2026-03-04' }, { day: '2025-12-31' }, { day: '2026-01-01' }]
    expect(daily.run(firstDayPipeline)).toEqual([{ day: '2025-12-31' }])
  })

  it('bucket the trend per day, per month and per hour of a day', () => {
    const daily = new MingoCollection()
    daily.docs = [
      { day: '2025-12-31', visitors: 9, pageviews: 9 },
      { day: '2026-01-30', visitors: 2, pageviews: 5 },
      { day: '2026-01-31', visitors: 3, pageviews: 4 },
      { day: '2026-02-01', visitors: 1, pageviews: 1 },
    ]
    const span = { from: '2026-01-01', to: '2026-02-28' }
    const sorted = (rows: Record<string, unknown>[]) =>
      [...rows].sort((a, b) => String(a._id).localeCompare(String(b._id)))
    expect(sorted(daily.run(seriesPipeline(span, 'month')))).toEqual([
      { _id: '2026-01', visitors: 5, pageviews: 9 },
      { _id: '2026-02', visitors: 1, pageviews: 1 },
    ])
    expect(sorted(daily.run(seriesPipeline(span, 'day')))).toEqual([
      { _id: '2026-01-30', visitors: 2, pageviews: 5 },
      { _id: '2026-01-31', visitors: 3, pageviews: 4 },
      { _id: '2026-02-01', visitors: 1, pageviews: 1 },
    ])
    const hours = new MingoCollection()
    hours.docs = [
      { day: '2026-01-30', hour: 7, pageviews: 2 },
      { day: '2026-01-31', hour: 7, pageviews: 3 },
    ]
    expect(hours.run(seriesPipeline({ from: '2026-01-31', to: '2026-01-31' }, 'hour'))).toEqual([
      { _id: '7', visitors: 0, pageviews: 3 },
    ])
  })

  it('read whole months from the month collection and partial months from the day collection', () => {
    const connection = new MingoConnection()
    connection.collection(TABLES.monthlyPages).docs = [
      { month: '2026-01', path: '/', views: 100, uniques: 90 },
      { month: '2026-02', path: '/', views: 200, uniques: 150 },
      { month: '2026-03', path: '/', views: 1000, uniques: 1000 },
    ]
    connection.collection(TABLES.pages).docs = [
      { day: '2025-12-30', path: '/', views: 1, uniques: 1 },
      { day: '2025-12-31', path: '/', views: 2, uniques: 2 },
      { day: '2026-01-15', path: '/', views: 50, uniques: 50 },
      { day: '2026-03-01', path: '/', views: 4, uniques: 3 },
      { day: '2026-03-02', path: '/', views: 8, uniques: 8 },
    ]
    // Dec 31 (a partial month), January and February whole, March 1 (partial).
    expect(connection.collection(TABLES.pages).run(pagesPipeline({ from: '2025-12-31', to: '2026-03-01' }))).toEqual([
      { _id: '/', views: 2 + 100 + 200 + 4, uniques: 2 + 90 + 150 + 3 },
    ])
  })
})
