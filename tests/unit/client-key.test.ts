import { describe, expect, it } from 'vitest'

import { clientKey } from '@/lib/client-key'

describe('the rate limits’ client key', () => {
  it('is one /64 network for every IPv6 address in it, however written', () => {
    const keys = [
      '2001:db8::1',
      '2001:db8::2',
      '2001:0DB8:0000:0000:0000:0000:0000:0001',
      '[2001:db8::ffff]',
      '2001:db8:0:0:1:2:3:4',
    ].map(clientKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8::/64']))
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
  })

  it('is the dotted IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1')
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientKey(' 192.0.2.1 ')).toBe('192.0.2.1')
  })

  it('takes an IPv4 address in its usual spelling as it is, and parses any other spelling', () => {
    for (const address of ['0.0.0.0', '9.99.199.255', '10.0.0.1', '255.255.255.255', '100.64.250.249'])
      expect(clientKey(address)).toBe(address)
    expect(clientKey('256.1.1.1')).toBe('256.1.1.1')
    expect(clientKey('1.2.3')).toBe('1.2.0.3')
    expect(clientKey('0x0a.0.0.1')).toBe('10.0.0.1')
  })

  it('drops an IPv6 zone and keeps a non-address as it is', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64')
    expect(clientKey('unknown')).toBe('unknown')
    expect(clientKey('Hashed_Client-Id')).toBe('hashed_client-id')
  })
})
