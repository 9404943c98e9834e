import { describe, expect, it } from 'vitest'

import { Mutex, sharedMutex } from '@/lib/mutex'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('Mutex', () => {
  it('runs tasks one at a time, in order', async () => {
    const mutex = new Mutex()
    const log: string[] = []
    const task = (name: string) => async () => {
      log.push(`start ${name}`)
      await tick()
      log.push(`end ${name}`)
      return name
    }
    const results = await Promise.all([mutex.run(task('a')), mutex.run(task('b')), mutex.run(task('c'))])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('passes a failure to its caller and carries on with the next task', async () => {
    const mutex = new Mutex()
    const failed = mutex.run(async () => {
      throw new Error('boom')
    })
    const next = mutex.run(async () => 'ok')
    await expect(failed).rejects.toThrow('boom')
    await expect(next).resolves.toBe('ok')
  })

  it('is shared by name across the process', () => {
    expect(sharedMutex('x')).toBe(sharedMutex('x'))
    expect(sharedMutex('x')).not.toBe(sharedMutex('y'))
  })
})
