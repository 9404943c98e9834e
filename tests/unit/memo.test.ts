import { describe, expect, it } from 'vitest'

import { boundedMemo } from '@/lib/memo'

describe('boundedMemo', () => {
  it('computes a key once while it is kept', () => {
    const calls: string[] = []
    const length = boundedMemo(10, (key) => {
      calls.push(key)
      return key.length
    })
    expect([length('ab'), length('ab'), length('abc')]).toEqual([2, 2, 3])
    expect(calls).toEqual(['ab', 'abc'])
  })

  it('keeps at most `max` keys, forgetting the oldest first', () => {
    const calls: string[] = []
    const upper = boundedMemo(2, (key) => {
      calls.push(key)
      return key.toUpperCase()
    })
    for (const key of ['a', 'b', 'c', 'b', 'a']) expect(upper(key)).toBe(key.toUpperCase())
    // 'c' pushed 'a' out; 'b' was still kept; 'a' is computed again and pushes 'b' out.
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
    upper('b')
    expect(calls).toEqual(['a', 'b', 'c', 'a', 'b'])
  })

  it('keeps falsy results too', () => {
    let calls = 0
    const never = boundedMemo(5, () => {
      calls += 1
      return false
    })
    never('x')
    never('x')
    expect(calls).toBe(1)
  })
})
