import { describe, expect, it } from 'vitest'

import { waitMessage } from '@/components/admin/use-admin-key'

describe('the admin gate’s lock-out message', () => {
  it('says how many minutes to wait, rounded up', () => {
    expect(waitMessage(900)).toBe('Too many failed attempts. Try again in 15 minutes.')
    expect(waitMessage(61)).toBe('Too many failed attempts. Try again in 2 minutes.')
    expect(waitMessage(5)).toBe('Too many failed attempts. Try again in 1 minute.')
  })
})
