import { describe, expect, it } from 'vitest'

import { benchmarkText, PEER_MINIMUM, peerBenchmark } from '@/lib/assessment/benchmark'

describe('the peer benchmark', () => {
  it('compares with nobody below the minimum of others, and with everyone from it', () => {
    expect(PEER_MINIMUM).toBe(20)
    expect(peerBenchmark({ peers: 19, below: 10 }, null)).toBeNull()
    expect(peerBenchmark({ peers: 20, below: 10 }, null)).toEqual({ percent: 50, industry: null })
  })

  it('prefers the industry once it has the minimum, else everyone', () => {
    const all = { peers: 40, below: 30 }
    expect(peerBenchmark(all, { name: 'Manufacturing', peers: 19, below: 1 })).toEqual({ percent: 75, industry: null })
    expect(peerBenchmark(all, { name: 'Manufacturing', peers: 20, below: 1 })).toEqual({
      percent: 5,
      industry: 'Manufacturing',
    })
    expect(peerBenchmark({ peers: 5, below: 1 }, { name: 'Manufacturing', peers: 5, below: 1 })).toBeNull()
  })

  it('rounds down to a multiple of 5, so one founder more or less rarely moves it', () => {
    expect(peerBenchmark({ peers: 31, below: 21 }, null)?.percent).toBe(65)
    expect(peerBenchmark({ peers: 32, below: 21 }, null)?.percent).toBe(65)
    expect(peerBenchmark({ peers: 20, below: 20 }, null)?.percent).toBe(100)
    expect(peerBenchmark({ peers: 20, below: 0 }, null)?.percent).toBe(0)
  })

  it('says it in one sentence', () => {
    expect(benchmarkText({ percent: 65, industry: null })).toBe(
      'Your score is higher than 65% of the founders who took the assessment.',
    )
    expect(benchmarkText({ percent: 40, industry: 'Manufacturing' })).toBe(
      'Your score is higher than 40% of the founders in Manufacturing who took the assessment.',
    )
  })
})
