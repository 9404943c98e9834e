import { afterEach, describe, expect, it } from 'vitest'

import { apiKeyMatches } from '@/lib/api-key-match'

describe('apiKeyMatches', () => {
  const original = process.env.ADMIN_API_KEY
  afterEach(() => {
    process.env.ADMIN_API_KEY = original
  })

  it('accepts the configured key, trimmed', () => {
    expect(apiKeyMatches('secret-key', 'secret-key')).toBe(true)
    expect(apiKeyMatches('  secret-key\n', 'secret-key')).toBe(true)
  })

  it('refuses wrong, empty, non-string and over-long keys', () => {
    expect(apiKeyMatches('secret-kez', 'secret-key')).toBe(false)
    expect(apiKeyMatches('', 'secret-key')).toBe(false)
    expect(apiKeyMatches('   ', 'secret-key')).toBe(false)
    expect(apiKeyMatches(42, 'secret-key')).toBe(false)
    expect(apiKeyMatches('x'.repeat(10_000), 'x'.repeat(10_000))).toBe(false)
  })

  it('refuses everything when no key is configured', () => {
    expect(apiKeyMatches('anything', '')).toBe(false)
  })
})
