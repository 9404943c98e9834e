import { describe, expect, it } from 'vitest'

import { countryLookup } from '@/analytics/geo-country'

describe('countries from the shipped address database', () => {
  const countryOf = countryLookup(undefined)

  it('answers the country of known public addresses, IPv4 and IPv6', () => {
    expect(countryOf('8.8.8.8')).toBe('US') // Google's public resolver
    expect(countryOf('2001:4860:4860::8888')).toBe('US')
    expect(countryOf('81.2.69.142')).toBe('GB')
  })

  it('answers nothing for private, loopback or malformed addresses', () => {
    expect(countryOf('127.0.0.1')).toBe('')
    expect(countryOf('10.1.2.3')).toBe('')
    expect(countryOf('::1')).toBe('')
    expect(countryOf('unknown')).toBe('')
  })

  it('can be turned off, and a missing database counts every country as Unknown', () => {
    expect(countryLookup('off')('8.8.8.8')).toBe('')
    expect(countryLookup('data/no-such-file.mmdb')('8.8.8.8')).toBe('')
  })
})
