import { describe, expect, it } from 'vitest'

import { keyCheckFailure, waitMessage } from '@/dashboard/api/failures'
import { ApiError } from '@/dashboard/api/client'

describe('the admin gate’s lock-out message', () => {
  it('says how many minutes to wait, rounded up', () => {
    expect(waitMessage(900)).toBe('Too many failed attempts. Try again in 15 minutes.')
    expect(waitMessage(61)).toBe('Too many failed attempts. Try again in 2 minutes.')
    expect(waitMessage(5)).toBe('Too many failed attempts. Try again in 1 minute.')
  })

  it('keeps the key and says how long to wait when the address is locked out', () => {
    expect(
      keyCheckFailure(new ApiError('429: Too many failed attempts. Try again later.', 'response', 429, [], 840)),
    ).toEqual({
      refused: false,
      message: 'Too many failed attempts. Try again in 14 minutes.',
    })
    expect(keyCheckFailure(new ApiError('401: Invalid API key', 'response', 401))).toEqual({
      refused: true,
      message: 'Invalid API key',
    })
  })
})
