import { describe, expect, it } from 'vitest'

import { clientAddress } from '@/lib/client-address'

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '1.2.3.4', trustProxy: false })).toBe('10.0.0.5')
  })

  it('strips the IPv4-mapped IPv6 prefix', () => {
    expect(clientAddress({ remoteAddress: '::ffff:127.0.0.1', forwardedFor: undefined, trustProxy: false })).toBe(
      '127.0.0.1',
    )
  })

  it('takes the right-most X-Forwarded-For hop (the one the trusted proxy appended)', () => {
    expect(
      clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '6.6.6.6, 1.2.3.4', trustProxy: true }),
    ).toBe('1.2.3.4')
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: ['9.9.9.9', '8.8.8.8'], trustProxy: true })).toBe(
      '8.8.8.8',
    )
  })

  it('falls back to the socket when a trusted proxy sent no header', () => {
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: ' , ', trustProxy: true })).toBe('10.0.0.5')
    expect(clientAddress({ remoteAddress: undefined, forwardedFor: undefined, trustProxy: true })).toBe('unknown')
  })
})
