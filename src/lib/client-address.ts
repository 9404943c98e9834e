import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

import { boundedMemo } from '@/lib/memo'

/** The header our server sets from the socket (or a trusted proxy); any incoming copy is replaced. */
export const CLIENT_IP_HEADER = 'x-client-ip'

type TrustProxy = (address: string, hop: number) => boolean

/**
 * Which senders may tell us the client's address in X-Forwarded-For, from TRUST_PROXY: unset or
 * `false` trusts nobody; `true` trusts a proxy on this machine (loopback addresses only); anything
 * else is a comma-separated list of addresses, CIDR ranges or proxy-addr's names (`loopback`,
 * `linklocal`, `uniquelocal`), e.g. `127.0.0.1,10.0.0.0/8`. An invalid entry throws at start.
 */
export function trustedProxies(setting: string | undefined): TrustProxy {
  const value = setting?.trim() ?? ''
  if (value === '' || value === 'false') return () => false
  const entries =
    value === 'true'
      ? ['loopback']
      : value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
  try {
    const trusted = proxyAddr.compile(entries)
    // proxy-addr parses the address on every call (a few objects each time); the addresses asked
    // are the socket's and proxies', the same few on every request. Its answer ignores the hop.
    return boundedMemo(1000, (address) => trusted(address, 0))
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be true, false or a list of addresses and CIDR ranges: ${(error as Error).message}`,
    )
  }
}

/**
 * The client's address: walking X-Forwarded-For from the right, the first hop not sent by a
 * trusted proxy (entries further left are the client's to forge). Without a trusted proxy in
 * front, the socket's address; the IPv4-mapped IPv6 prefix is dropped. The walk is proxy-addr's;
 * the trust it asks about is memoized (trustedProxies), which was its cost on every request.
 */
export function clientAddress(args: {
  remoteAddress: string | undefined
  forwardedFor: string | string[] | undefined
  trust: TrustProxy
}): string {
  if (!args.remoteAddress) return 'unknown'
  const forwarded = Array.isArray(args.forwardedFor) ? args.forwardedFor.join(',') : args.forwardedFor
  const request = {
    socket: { remoteAddress: args.remoteAddress },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  } as unknown as IncomingMessage
  const address = proxyAddr(request, args.trust) || args.remoteAddress
  return address.replace(/^::ffff:/, '')
}

/** Headers in which a CDN states the client's country (only a trusted proxy's are believed). */
export const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const

/**
 * Drops the CDN country headers of a request whose sender (the socket's peer) is not a trusted
 * proxy: anyone else could name any country.
 */
export function dropUntrustedCountry(
  headers: Record<string, string | string[] | undefined>,
  remoteAddress: string | undefined,
  trust: TrustProxy,
): void {
  if (remoteAddress && trust(remoteAddress, 0)) return
  for (const name of CDN_COUNTRY_HEADERS) delete headers[name]
}

export const requestClientIp = (headers: Headers): string => headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
