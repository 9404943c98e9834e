import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'
import { describe, expect, it } from 'vitest'

import { clientAddress, dropUntrustedCountry, trustedProxies } from '@/lib/client-address'

const nobody = trustedProxies(undefined)
const privateProxy = trustedProxies('10.0.0.0/8')

describe('clientAddress', () => {
  it('uses the socket address and ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '1.2.3.4', trust: nobody })).toBe('10.0.0.5')
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '1.2.3.4', trust: trustedProxies('false') })).toBe(
      '10.0.0.5',
    )
  })

  it('strips the IPv4-mapped IPv6 prefix', () => {
    expect(clientAddress({ remoteAddress: '::ffff:127.0.0.1', forwardedFor: undefined, trust: nobody })).toBe(
      '127.0.0.1',
    )
  })

  it('takes the right-most X-Forwarded-For hop (the one the trusted proxy appended)', () => {
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '6.6.6.6, 1.2.3.4', trust: privateProxy })).toBe(
      '1.2.3.4',
    )
    expect(
      clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: ['9.9.9.9', '8.8.8.8'], trust: privateProxy }),
    ).toBe('8.8.8.8')
  })

  it('falls back to the socket when a trusted proxy sent no header', () => {
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: ' , ', trust: privateProxy })).toBe('10.0.0.5')
    expect(clientAddress({ remoteAddress: undefined, forwardedFor: undefined, trust: privateProxy })).toBe('unknown')
  })

  it('ignores X-Forwarded-For from a sender that is not a listed proxy', () => {
    expect(clientAddress({ remoteAddress: '203.0.113.9', forwardedFor: '1.2.3.4', trust: privateProxy })).toBe(
      '203.0.113.9',
    )
  })

  it('skips every trusted hop of a proxy chain, and no further', () => {
    const chain = trustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(
      clientAddress({ remoteAddress: '127.0.0.1', forwardedFor: '6.6.6.6, 1.2.3.4, 10.1.2.3', trust: chain }),
    ).toBe('1.2.3.4')
  })

  it('reads TRUST_PROXY=true as a proxy on this machine only', () => {
    const loopback = trustedProxies('true')
    expect(clientAddress({ remoteAddress: '::ffff:127.0.0.1', forwardedFor: '1.2.3.4', trust: loopback })).toBe(
      '1.2.3.4',
    )
    expect(clientAddress({ remoteAddress: '::1', forwardedFor: '1.2.3.4', trust: loopback })).toBe('1.2.3.4')
    expect(clientAddress({ remoteAddress: '10.0.0.5', forwardedFor: '1.2.3.4', trust: loopback })).toBe('10.0.0.5')
  })

  it('refuses an entry that is not an address or range', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.example')).toThrow(/TRUST_PROXY must be/)
  })

  it('picks the address proxy-addr picks, however the header is spaced', () => {
    const chain = trustedProxies('127.0.0.1, 10.0.0.0/8, ::1')
    const headers = ['', ' ', ',', ' , ,', '1.2.3.4', ' 1.2.3.4 ', '6.6.6.6,1.2.3.4', '6.6.6.6 , 10.1.1.1 ,']
    headers.push(
      '1.2.3.4, 10.0.0.1,  10.0.0.2',
      'a b, 10.0.0.3',
      '10.0.0.9,\t1.2.3.4',
      '::ffff:1.2.3.4, ::1',
      ', ,10.0.0.1',
    )
    for (const remoteAddress of ['127.0.0.1', '10.0.0.5', '203.0.113.9', '::1'])
      for (const forwardedFor of headers) {
        const request = { socket: { remoteAddress }, headers: { 'x-forwarded-for': forwardedFor } }
        const expected = proxyAddr(request as unknown as IncomingMessage, (address) => chain(address, 0))
        expect(clientAddress({ remoteAddress, forwardedFor, trust: chain })).toBe(expected.replace(/^::ffff:/, ''))
      }
  })
})

describe('CDN country headers', () => {
  const headers = () => ({
    'cf-ipcountry': 'FR',
    'x-vercel-ip-country': 'FR',
    'cloudfront-viewer-country': 'FR',
    host: 'x',
  })

  it('are dropped when a client that is no trusted proxy sends them (a spoofed country)', () => {
    const spoofed = headers()
    dropUntrustedCountry(spoofed, '203.0.113.9', privateProxy)
    expect(spoofed).toEqual({ host: 'x' })
    const direct = headers()
    dropUntrustedCountry(direct, '10.1.2.3', nobody)
    expect(direct).toEqual({ host: 'x' })
  })

  it('are kept from a trusted proxy (the CDN in front)', () => {
    const fromProxy = headers()
    dropUntrustedCountry(fromProxy, '10.1.2.3', privateProxy)
    expect(fromProxy).toEqual(headers())
  })
})
