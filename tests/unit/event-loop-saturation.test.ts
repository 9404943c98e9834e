import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { eventLoopSaturation } from '@/jobs/saturation'

const spin = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('eventLoopSaturation', () => {
  it('is true after a stretch of running code and false after a stretch of waiting', async () => {
    const saturated = eventLoopSaturation()
    spin(100)
    expect(saturated()).toBe(true)
    await sleep(100)
    expect(saturated()).toBe(false)
  })
})
