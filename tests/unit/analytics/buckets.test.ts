import { describe, expect, it } from 'vitest'

import { periodBuckets } from '@/analytics/model/buckets'

describe('periodBuckets', () => {
  it('reads a period inside one month from its days', () => {
    expect(periodBuckets('2026-03-05', '2026-03-20')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
    })
  })

  it('reads a whole month from the month table', () => {
    expect(periodBuckets('2026-02-01', '2026-02-28')).toEqual({ months: { from: '2026-02', to: '2026-02' }, days: [] })
  })

  it('reads whole months between partial first and last months', () => {
    expect(periodBuckets('2025-11-24', '2026-11-23')).toEqual({
      months: { from: '2025-12', to: '2026-10' },
      days: [
        { from: '2025-11-24', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-23' },
      ],
    })
  })

  it('reads all time as every month before the current one plus its days', () => {
    expect(periodBuckets(null, '2026-11-23')).toEqual({
      months: { from: '0000-01', to: '2026-10' },
      days: [{ from: '2026-11-01', to: '2026-11-23' }],
    })
  })

  it('handles two adjacent partial months and leap years', () => {
    expect(periodBuckets('2024-02-10', '2024-03-05')).toEqual({
      months: null,
      days: [
        { from: '2024-02-10', to: '2024-02-29' },
        { from: '2024-03-01', to: '2024-03-05' },
      ],
    })
  })
})
