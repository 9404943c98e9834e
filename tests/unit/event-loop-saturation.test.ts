import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { eventLoopLoad, isVisitorRequest } from '@/jobs/saturation'

const spin = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe('eventLoopLoad', () => {
  it('is saturated after a stretch of running code with visitors, not after a stretch of waiting', async () => {
    let requests = 0
    const load = eventLoopLoad(0.9, 20, () => requests)
    requests += 10
    spin(100)
    expect(load.busy()).toBe(true)
    expect(load.saturated()).toBe(true)
    requests += 10
    await sleep(100)
    expect(load.busy()).toBe(false)
    expect(load.saturated()).toBe(false)
  })

  it('is not saturated by a thread full of its own work while few visitors ask (the jobs themselves)', () => {
    let requests = 0
    const load = eventLoopLoad(0.9, 20, () => requests)
    requests += 1
    spin(200)
    expect(load.busy()).toBe(false)
    expect(load.saturated()).toBe(false)
  })
  it('counts a burst of visitors that began halfway through the window (the default threshold)', async () => {
    let requests = 0
    const load = eventLoopLoad(undefined, undefined, () => requests)
    await sleep(100)
    requests += 10
    spin(150)
    expect(load.saturated()).toBe(true)
  })
})

describe('isVisitorRequest', () => {
  it('counts pages and API calls, not built or public files', () => {
    expect(['/', '/about', '/api/contact', '/admin?tab=analytics', '/insights/a.b-post'].map(isVisitorRequest)).toEqual(
      [true, true, true, true, true],
    )
    expect(['/_next/static/chunks/app.js', '/logo.svg', '/tracker.js?v=2', undefined].map(isVisitorRequest)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
