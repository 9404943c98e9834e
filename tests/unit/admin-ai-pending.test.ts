import { describe, expect, it } from 'vitest'

import { AI_WAIT_MS, awaitingAi } from '@/dashboard/model/ai-pending'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()

describe('waiting for the AI results of the leads on screen', () => {
  it('waits while a recent lead has no result', () => {
    const leads = [
      { id: 1, createdAt: ago(60_000) },
      { id: 2, createdAt: ago(10_000) },
    ]
    expect(awaitingAi(leads, (id) => id === '1', NOW)).toBe(true)
    expect(awaitingAi(leads, () => true, NOW)).toBe(false)
  })

  it('stops waiting for a lead whose result never came within the wait', () => {
    expect(awaitingAi([{ id: 1, createdAt: ago(AI_WAIT_MS + 1) }], () => false, NOW)).toBe(false)
    expect(awaitingAi([{ id: 1, createdAt: ago(AI_WAIT_MS - 1000) }], () => false, NOW)).toBe(true)
  })

  it('does not wait with no leads, or for a lead without a creation date', () => {
    expect(awaitingAi([], () => false, NOW)).toBe(false)
    expect(awaitingAi([{ id: 'a', createdAt: null }], () => false, NOW)).toBe(false)
  })
})
