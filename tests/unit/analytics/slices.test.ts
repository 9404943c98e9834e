import { describe, expect, it } from 'vitest'

import { closedThrough, detailPlan, monthClosed, sliceOf, slicePlan } from '@/analytics/model/slices'

describe("sliceOf: which slices answer a report's filters", () => {
  it('answers one sliced filter and the source AND country pair, in either order, with values as stored', () => {
    expect(sliceOf({ source: 'google.com' })).toEqual({ filter: 'source', value: 'google.com' })
    expect(sliceOf({ entry_page: '/' })).toEqual({ filter: 'entry_page', value: '/' })
    expect(sliceOf({ exit_page: '/team' })).toEqual({ filter: 'exit_page', value: '/team' })
    expect(sliceOf({ page: '/team' })).toEqual({ filter: 'page', value: '/team' })
    expect(sliceOf({ country: 'unknown' })).toEqual({ filter: 'country', value: '' })
    expect(sliceOf({ country: 'US', source: 'google.com' })).toEqual({
      filter: 'source+country',
      value: 'google.com\u001fUS',
    })
  })

  it('leaves long-tail filters and other combinations to the kept visits', () => {
    expect(sliceOf({ page: '/team', device: 'Mobile' })).toBeNull()
    expect(sliceOf({ entry_page: '/', source: 'google.com' })).toBeNull()
    expect(sliceOf({ utm_term: 'x' })).toBeNull()
    expect(sliceOf({ source: 'google.com', device: 'Mobile' })).toBeNull()
    expect(sliceOf({})).toBeNull()
  })
})

describe('slicePlan: where each day of a period is read', () => {
  const sliced = {
    months: new Set(['2026-01', '2026-02']),
    days: new Set(['2025-12-30', '2025-12-31', '2026-03-01', '2026-03-02']),
  }

  it('whole months from month slices, edge days from day slices, the rest from the kept visits', () => {
    expect(slicePlan({ from: '2025-12-30', to: '2026-03-03' }, sliced)).toEqual({
      months: ['2026-01', '2026-02'],
      days: ['2025-12-30', '2025-12-31', '2026-03-01', '2026-03-02'],
      visitDays: ['2026-03-03'],
    })
  })

  it('a whole month without its month slice is read by day; a per-day trend uses no month slice', () => {
    const plan = slicePlan({ from: '2026-02-01', to: '2026-03-31' }, { months: new Set(), days: sliced.days })
    expect(plan.months).toEqual([])
    expect(plan.days).toEqual(['2026-03-01', '2026-03-02'])
    expect(plan.visitDays).toHaveLength(28 + 29)
    expect(slicePlan({ from: '2026-01-01', to: '2026-01-31' }, sliced, false).months).toEqual([])
  })

  it('the detailed kinds read the sliced days whose details were pruned from the kept visits', () => {
    const plan = slicePlan({ from: '2025-12-30', to: '2026-03-03' }, sliced)
    expect(detailPlan(plan, new Set(['2026-03-01', '2026-03-02']))).toEqual({
      months: ['2026-01', '2026-02'],
      days: ['2026-03-01', '2026-03-02'],
      visitDays: ['2025-12-30', '2025-12-31', '2026-03-03'],
    })
    expect(detailPlan(plan, new Set(plan.days))).toBe(plan)
  })

  it('closes a day two days later and a month when its last day is closed', () => {
    expect(closedThrough('2026-03-02')).toBe('2026-02-28')
    expect(monthClosed('2026-02', '2026-02-28')).toBe(true)
    expect(monthClosed('2026-02', '2026-02-27')).toBe(false)
  })
})
