import { describe, expect, it } from 'vitest'

import { reportsDueOn } from '@/lib/report-periods'

describe('which e-mailed reports fall on a day', () => {
  it('sends the weekly one on Mondays, the monthly one on the 1st, both when a Monday is the 1st', () => {
    expect(reportsDueOn('2026-06-09')).toEqual([])
    expect(reportsDueOn('2026-06-08')).toEqual([
      { kind: 'weekly', from: '2026-06-01', to: '2026-06-07', previous: { from: '2026-05-25', to: '2026-05-31' } },
    ])
    expect(reportsDueOn('2026-06-01').map((span) => span.kind)).toEqual(['weekly', 'monthly'])
  })

  it('covers the whole month before, leap February included, against the month before it', () => {
    expect(reportsDueOn('2024-03-01')).toEqual([
      { kind: 'monthly', from: '2024-02-01', to: '2024-02-29', previous: { from: '2024-01-01', to: '2024-01-31' } },
    ])
    expect(reportsDueOn('2026-01-01')).toContainEqual({
      kind: 'monthly',
      from: '2025-12-01',
      to: '2025-12-31',
      previous: { from: '2025-11-01', to: '2025-11-30' },
    })
  })
})
