import { describe, expect, it } from 'vitest'

import { GET as getVisitorAnalytics } from '@/app/api/visitor-analytics/route'

import { ADMIN_KEY, apiRequest } from '../helpers'
import { clockedCollector, HOST } from './harness'

const context = { params: Promise.resolve({}) }

describe('comparisons: previous period, a year earlier, a custom span', () => {
  it('compares with the same dates a year earlier across a leap day', async () => {
    const t = await clockedCollector('2024-02-28T18:00:00Z')
    // One visitor on each of 28 Feb, 29 Feb and 1 Mar 2024 (noon in Chicago), two on 1 Mar 2025.
    for (const [at, ip] of [
      ['2024-02-28T18:00:00Z', '198.51.100.1'],
      ['2024-02-29T18:00:00Z', '198.51.100.2'],
      ['2024-03-01T18:00:00Z', '198.51.100.3'],
      ['2025-03-01T18:00:00Z', '198.51.100.4'],
      ['2025-03-01T18:05:00Z', '198.51.100.5'],
    ] as const) {
      t.at(at)
      await t.send({ ip, url: `https://${HOST}/team` })
    }
    t.at('2025-03-02T18:00:00Z')

    const twoDays = await t.report({ from: '2025-02-28', to: '2025-03-01', comparison: { compare: 'year' } })
    expect(twoDays.period.compare).toBe('year')
    // 28 Feb – 1 Mar 2024 holds the leap day: three days, three visitors, against this year's two.
    expect(twoDays.previousPeriod).toMatchObject({ from: '2024-02-28', to: '2024-03-01', totalVisitors: 3 })
    expect(twoDays.totalVisitors).toBe(2)
    expect(twoDays.previousSeries.map((point) => point.date)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])

    // The leap day itself is compared with 28 February of the year before.
    const leapDay = await t.report({ from: '2024-02-29', to: '2024-02-29', comparison: { compare: 'year' } })
    expect(leapDay.previousPeriod).toMatchObject({ from: '2023-02-28', to: '2023-02-28', totalVisitors: 0 })
    expect(leapDay.totalVisitors).toBe(1)

    const custom = await t.report({
      from: '2025-03-01',
      to: '2025-03-01',
      comparison: { compare: 'custom', from: '2024-02-29', to: '2024-03-01' },
    })
    expect(custom.previousPeriod).toMatchObject({ from: '2024-02-29', to: '2024-03-01', totalVisitors: 2 })

    const previous = await t.report({ from: '2024-03-01', to: '2024-03-01' })
    expect(previous.period.compare).toBe('previous')
    expect(previous.previousPeriod).toMatchObject({ from: '2024-02-29', to: '2024-02-29', totalVisitors: 1 })
    await t.close()
  })

  it.each([
    ['compare=weekly', 'compare'],
    ['compare=custom&compare_from=2024-01-01', 'compare_to'],
    ['compare=custom&compare_from=2024-01-01&compare_to=2025-03-01', 'compare_from'],
    ['compare=custom&compare_from=2024-01-01&compare_to=2099-01-01', 'compare_from'],
    ['compare=custom&compare_from=2099-01-01&compare_to=2099-01-02', 'compare_to'],
    ['compare_from=2024-01-01&compare_to=2024-01-02', 'compare'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await getVisitorAnalytics(
      apiRequest(`/api/visitor-analytics?range=30d&${query}`, { key: ADMIN_KEY }),
      context,
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('x-invalid-fields')).toBe(field)
  })

  it('answers a year comparison through the API', async () => {
    const response = await getVisitorAnalytics(
      apiRequest('/api/visitor-analytics?range=7d&compare=year', { key: ADMIN_KEY }),
      context,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      period: { compare: string; from: string }
      previousPeriod: { from: string }
    }
    expect(body.period.compare).toBe('year')
    expect(Number(body.previousPeriod.from.slice(0, 4))).toBe(Number(body.period.from.slice(0, 4)) - 1)
  })
})
