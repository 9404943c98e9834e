import { describe, expect, it } from 'vitest'

import { addDays, localDayHour, zonedDayStart } from '@/analytics/model/time'

const CHICAGO = 'America/Chicago'

describe('site time zone arithmetic', () => {
  it('finds the local day and hour across the spring-forward change', () => {
    expect(localDayHour(Date.parse('2026-03-08T07:59:00Z'), CHICAGO)).toEqual({ day: '2026-03-08', hour: 1 })
    expect(localDayHour(Date.parse('2026-03-08T08:00:00Z'), CHICAGO)).toEqual({ day: '2026-03-08', hour: 3 })
    expect(localDayHour(Date.parse('2026-03-08T05:59:00Z'), CHICAGO)).toEqual({ day: '2026-03-07', hour: 23 })
  })

  it('finds when a local day starts, on both sides of a DST change', () => {
    expect(new Date(zonedDayStart('2026-03-08', CHICAGO)).toISOString()).toBe('2026-03-08T06:00:00.000Z')
    expect(new Date(zonedDayStart('2026-03-09', CHICAGO)).toISOString()).toBe('2026-03-09T05:00:00.000Z')
    expect(new Date(zonedDayStart('2026-11-02', CHICAGO)).toISOString()).toBe('2026-11-02T06:00:00.000Z')
    expect(new Date(zonedDayStart('2026-06-01', 'Asia/Kolkata')).toISOString()).toBe('2026-05-31T18:30:00.000Z')
  })

  it('moves calendar days without a time zone', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
