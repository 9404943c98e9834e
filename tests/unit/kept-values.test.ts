import { beforeEach, describe, expect, it } from 'vitest'

import { publicContentChanged } from '@/content-cache'
import { keptUntilContentChanges } from '@/content-cache/kept-values'

describe('keptUntilContentChanges', () => {
  let reads = 0
  const read = () => keptUntilContentChanges('test:value', async () => (reads += 1))
  beforeEach(() => {
    publicContentChanged()
    reads = 0
  })

  it('reads once, also for calls made while the first read is under way', async () => {
    expect(await Promise.all([read(), read()])).toEqual([1, 1])
    expect(await read()).toBe(1)
    expect(reads).toBe(1)
  })

  it('reads again after content changed', async () => {
    await read()
    publicContentChanged()
    expect(await read()).toBe(2)
  })

  it('keeps no failed read', async () => {
    await expect(keptUntilContentChanges('test:failing', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    expect(await keptUntilContentChanges('test:failing', async () => 'up')).toBe('up')
  })
})
