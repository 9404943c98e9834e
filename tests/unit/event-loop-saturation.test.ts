import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { eventLoopLoad } from '@/jobs/saturation'

const spin = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('eventLoopLoad', () => {
  it('is saturated after a stretch of running code and not after a stretch of waiting', async () => {
    const load = eventLoopLoad()
    spin(100)
    expect(load.busy()).toBe(true)
    expect(load.saturated()).toBe(true)
    await sleep(100)
    expect(load.busy()).toBe(false)
    expect(load.saturated()).toBe(false)
  })
})
