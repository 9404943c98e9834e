import { describe, expect, it } from 'vitest'

import { SharedCountLimit } from '@/shared-state/batched-limit'

const rule = { name: 'test', limit: 2, windowMs: 60_000 }
const T0 = Date.UTC(2026, 5, 10, 12)

describe('SharedCountLimit learning packed totals', () => {
  it('decides against the totals it learned (key, count, window end, …)', () => {
    const limit = new SharedCountLimit(rule)
    limit.learn(['a', 2, T0 + 30_000, 'b', 1, T0 + 30_000], T0)
    expect(limit.hit('a', T0)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limit.hit('b', T0)).toEqual({ allowed: true })
    expect(limit.hit('b', T0)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    // A total learned later replaces the earlier one; an ended window decides nothing.
    limit.learn(['a', 1, T0 + 30_000], T0)
    expect(limit.hit('a', T0)).toEqual({ allowed: true })
    expect(limit.hit('b', T0 + 30_000)).toEqual({ allowed: true })
  })

  it('forgets the keys learned longest ago once it holds more than maxKeys', () => {
    const limit = new SharedCountLimit(rule, 2)
    limit.learn(['a', 2, T0 + 60_000, 'b', 2, T0 + 60_000], T0)
    limit.learn(['a', 2, T0 + 60_000], T0)
    limit.learn(['c', 2, T0 + 60_000], T0)
    expect([limit.hit('a', T0).allowed, limit.hit('b', T0).allowed, limit.hit('c', T0).allowed]).toEqual([
      false,
      true,
      false,
    ])
  })
})
