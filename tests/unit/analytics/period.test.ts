import { daysInSpan } from '../../../src/contracts/analytics'
import { describe, expect, it } from 'vitest'

import { analyticsPeriodQuery } from '@/contracts/analytics'
import { bucketKeys, resolvePeriod, spanInstants, yearEarlier } from '@/analytics/model/period'
import { fillSeries } from '@/analytics/model/report'

const CHICAGO = 'America/Chicago'
const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe('report periods in the site time zone', () => {
  it('covers the last N local days, today included, with the period just before of equal length', () => {
    const now = at('2026-03-01T03:00:00Z') // still Feb 28 in Chicago
    expect(resolvePeriod({ range: 'today' }, now, CHICAGO, null)).toEqual({
      range: 'today',
      from: '2026-02-28',
      to: '2026-02-28',
      granularity: 'hour',
      previous: { from: '2026-02-27', to: '2026-02-27' },
      compare: 'previous',
    })
    expect(resolvePeriod({ range: '7d' }, now, CHICAGO, null)).toMatchObject({
      from: '2026-02-22',
      to: '2026-02-28',
      granularity: 'day',
      previous: { from: '2026-02-15', to: '2026-02-21' },
    })
    expect(resolvePeriod({ range: '30d' }, now, CHICAGO, null)).toMatchObject({
      from: '2026-01-30',
      previous: { from: '2025-12-31', to: '2026-01-29' },
    })
    expect(resolvePeriod({ range: '90d' }, now, CHICAGO, null)).toMatchObject({
      from: '2025-12-01',
      previous: { from: '2025-09-02', to: '2025-11-30' },
    })
    const year = resolvePeriod({ range: '12m' }, now, CHICAGO, null)
    expect(year).toMatchObject({ from: '2025-03-01', to: '2026-02-28', granularity: 'day' })
    expect(daysInSpan(year)).toBe(365)
    expect(daysInSpan(year.previous!)).toBe(365)
    expect(year.previous).toEqual({ from: '2024-03-01', to: '2025-02-28' })
  })

  it('starts all time on the first day with data, per month past 400 days, with nothing to compare', () => {
    const now = at('2026-06-15T17:00:00Z')
    expect(resolvePeriod({ range: 'all' }, now, CHICAGO, '2024-02-10')).toEqual({
      range: 'all',
      from: '2024-02-10',
      to: '2026-06-15',
      granularity: 'month',
      previous: null,
      compare: 'previous',
    })
    expect(resolvePeriod({ range: 'all' }, now, CHICAGO, '2026-05-01')).toMatchObject({ granularity: 'day' })
    expect(resolvePeriod({ range: 'all' }, now, CHICAGO, null)).toMatchObject({
      from: '2026-06-15',
      to: '2026-06-15',
      granularity: 'hour',
    })
  })

  it('compares a custom range with the same number of days before it', () => {
    expect(resolvePeriod({ from: '2026-03-01', to: '2026-03-31' }, at('2026-06-01T12:00:00Z'), CHICAGO, null)).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
      granularity: 'day',
      previous: { from: '2026-01-29', to: '2026-02-28' },
      compare: 'previous',
    })
  })

  it('compares with the same dates a year earlier, 29 February with the 28th, or with a custom span', () => {
    const now = at('2024-03-05T18:00:00Z')
    expect(yearEarlier('2024-02-29')).toBe('2023-02-28')
    expect(yearEarlier('2025-03-01')).toBe('2024-03-01')
    expect(resolvePeriod({ range: '7d', comparison: { compare: 'year' } }, now, CHICAGO, null)).toMatchObject({
      from: '2024-02-28',
      to: '2024-03-05',
      previous: { from: '2023-02-28', to: '2023-03-05' },
      compare: 'year',
    })
    const custom = { compare: 'custom', from: '2023-01-01', to: '2023-01-31' } as const
    expect(resolvePeriod({ range: 'all', comparison: custom }, now, CHICAGO, '2023-06-01')).toMatchObject({
      previous: { from: '2023-01-01', to: '2023-01-31' },
      compare: 'custom',
    })
    expect(resolvePeriod({ range: 'all', comparison: { compare: 'year' } }, now, CHICAGO, null).previous).toBeNull()
  })

  it('turns the day at local midnight, not UTC midnight, on both sides of a DST change', () => {
    // 2026-03-08 is 23 hours long in Chicago; 2026-11-01 is 25 hours long.
    expect(resolvePeriod({ range: 'today' }, at('2026-03-08T05:59:59Z'), CHICAGO, null).from).toBe('2026-03-07')
    expect(resolvePeriod({ range: 'today' }, at('2026-03-08T06:00:00Z'), CHICAGO, null).from).toBe('2026-03-08')
    expect(resolvePeriod({ range: 'today' }, at('2026-03-09T04:59:59Z'), CHICAGO, null).from).toBe('2026-03-08')
    expect(resolvePeriod({ range: 'today' }, at('2026-03-09T05:00:00Z'), CHICAGO, null).from).toBe('2026-03-09')
    expect(resolvePeriod({ range: 'today' }, at('2026-11-02T05:59:59Z'), CHICAGO, null).from).toBe('2026-11-01')
    expect(resolvePeriod({ range: 'today' }, at('2026-11-02T06:00:00Z'), CHICAGO, null).from).toBe('2026-11-02')
    const spring = spanInstants({ from: '2026-03-08', to: '2026-03-08' }, CHICAGO)
    expect([iso(spring.start), iso(spring.end)]).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z'])
    expect(spring.end - spring.start).toBe(23 * 3600_000)
    const fall = spanInstants({ from: '2026-10-31', to: '2026-11-01' }, CHICAGO)
    expect([iso(fall.start), iso(fall.end)]).toEqual(['2026-10-31T05:00:00.000Z', '2026-11-02T06:00:00.000Z'])
    expect(fall.end - fall.start).toBe(49 * 3600_000)
  })

  it('lists every bucket of a period, months across a year end', () => {
    expect(bucketKeys({ from: '2025-11-20', to: '2026-02-03' }, 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
    expect(bucketKeys({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(bucketKeys({ from: '2026-02-27', to: '2026-02-27' }, 'hour')).toHaveLength(24)
    expect(
      fillSeries({ from: '2026-02-27', to: '2026-02-27' }, 'hour', [{ key: '9', visitors: 2, pageviews: 3 }])[9],
    ).toEqual({
      date: '2026-02-27T09:00',
      visitors: 2,
      pageViews: 3,
    })
    expect(
      fillSeries({ from: '2026-02-27', to: '2026-02-28' }, 'day', [{ key: '2026-02-28', visitors: 1, pageviews: 4 }]),
    ).toEqual([
      { date: '2026-02-27', visitors: 0, pageViews: 0 },
      { date: '2026-02-28', visitors: 1, pageViews: 4 },
    ])
  })
})

describe('the period query', () => {
  const parse = (query: Record<string, string>) => analyticsPeriodQuery.safeParse(query)
  const messages = (query: Record<string, string>) => {
    const result = parse(query)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('defaults to the last 30 days and accepts every named range and a custom from–to', () => {
    expect(parse({}).data).toEqual({ range: '30d' })
    for (const range of ['today', '7d', '30d', '90d', '12m', 'all']) expect(parse({ range }).data).toEqual({ range })
    expect(parse({ from: '2024-02-29', to: '2024-03-31' }).data).toEqual({ from: '2024-02-29', to: '2024-03-31' })
    expect(parse({ range: 'custom', from: '2023-06-02', to: '2026-06-01' }).data).toEqual({
      from: '2023-06-02',
      to: '2026-06-01',
    })
  })

  it('refuses bad values with a message naming the parameter', () => {
    expect(messages({ range: '14d' })).toEqual(['range must be one of today, 7d, 30d, 90d, 12m, all, custom'])
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['from must be a date written YYYY-MM-DD'])
    expect(messages({ from: '2026-03-01', to: '03/05/2026' })).toEqual(['to must be a date written YYYY-MM-DD'])
    expect(messages({ from: '2026-03-01' })).toEqual(['to is required with from'])
    expect(messages({ to: '2026-03-01' })).toEqual(['from is required with to'])
    expect(messages({ range: 'custom' })).toEqual(['from is required with to'])
    expect(messages({ range: '7d', from: '2026-03-01', to: '2026-03-02' })).toEqual([
      'range must be custom or absent when from and to are given',
    ])
    expect(messages({ from: '2026-03-02', to: '2026-03-01' })).toEqual(['from must be on or before to'])
    expect(messages({ from: '2023-06-01', to: '2026-06-01' })).toEqual(['from and to must span at most 3 years'])
  })
})
