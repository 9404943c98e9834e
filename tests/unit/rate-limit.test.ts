import { describe, expect, it } from 'vitest'

import { SlidingWindowLimiter } from '@/analytics/rate-limit'

describe('SlidingWindowLimiter', () => {
  it('allows `limit` events per window, then refuses with the seconds until a slot frees', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now)
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true])
    now = 10_000
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b').allowed).toBe(true)
    now = 60_001
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('check does not record; record does', () => {
    const limiter = new SlidingWindowLimiter(1, 1000, () => 0)
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.check('a').allowed).toBe(true)
    limiter.record('a')
    expect(limiter.check('a').allowed).toBe(false)
  })

  it('forgets the least recently used keys beyond its capacity', () => {
    const limiter = new SlidingWindowLimiter(1, 1000, () => 0, 2)
    limiter.record('a')
    limiter.record('b')
    limiter.record('c')
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.check('c').allowed).toBe(false)
  })

  it('counts a check as a use: the key checked last is forgotten last', () => {
    const limiter = new SlidingWindowLimiter(1, 1000, () => 0, 2)
    limiter.record('a')
    limiter.record('b')
    expect(limiter.check('a').allowed).toBe(false)
    limiter.record('c')
    expect(limiter.check('b').allowed).toBe(true)
    expect(limiter.check('a').allowed).toBe(false)
    expect(limiter.check('c').allowed).toBe(false)
  })
})
