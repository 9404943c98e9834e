import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import ipaddr from 'ipaddr.js'

/** A calendar feed is read within these bounds, or not at all. */
const FEED_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 5_000, maxRedirects: 3 } as const

/**
 * Which resolved addresses a feed may be read from, the certificates trusted and the time allowed:
 * public ones, the system's, 5 s; the tests reach a local server with their own.
 */
export type FeedReach = { addressAllowed: (address: string) => boolean; ca?: string; timeoutMs: number }

class FeedError extends Error {}

/**
 * Whether a feed may be read from this address: public unicast only. Unlike the CRM's targets, no
 * loopback, private, link-local, CGNAT or reserved address: a feed address is typed by an editor
 * and must not turn the server into a probe of its own network.
 */
function publicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return parsed.range() === 'unicast'
}

const lookupWithin =
  (allowed: (address: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      const bad = list.find((entry) => !allowed(entry.address))
      if (bad) return callback(new FeedError(`${hostname} resolves to a private or reserved address`), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      return callback(null, list[0].address, list[0].family)
    })
  }

function checkFeedUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new FeedError('The feed address is not a URL')
  }
  if (url.protocol !== 'https:') throw new FeedError('The feed address is not https://')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (ipaddr.isValid(host) && !publicAddress(host))
    throw new FeedError('The feed address is a private or reserved address')
  return url
}

function getOnce(
  url: URL,
  deadline: AbortSignal,
  reach: FeedReach,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      url,
      {
        lookup: lookupWithin(reach.addressAllowed),
        ca: reach.ca,
        signal: deadline,
        headers: { accept: 'text/calendar' },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400) {
          res.resume()
          return resolve({ status, location: res.headers.location, body: '' })
        }
        const declared = Number(res.headers['content-length'] ?? 0)
        if (declared > FEED_LIMITS.maxBytes) {
          req.destroy()
          return reject(new FeedError('The feed is larger than 2 MB'))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > FEED_LIMITS.maxBytes) {
            req.destroy()
            reject(new FeedError('The feed is larger than 2 MB'))
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', (error) =>
      reject(error.name === 'AbortError' ? new FeedError(`No answer within ${reach.timeoutMs / 1000} s`) : error),
    )
  })
}

/** The feed's text: https only, public addresses only (each redirect checked again), 2 MB, 5 s, 3 redirects. */
export async function fetchFeedText(
  raw: string,
  reach: FeedReach = { addressAllowed: publicAddress, timeoutMs: FEED_LIMITS.timeoutMs },
): Promise<string> {
  const deadline = AbortSignal.timeout(reach.timeoutMs)
  let url = checkFeedUrl(raw)
  for (let hop = 0; hop <= FEED_LIMITS.maxRedirects; hop += 1) {
    const answer = await getOnce(url, deadline, reach)
    if (answer.location !== undefined) {
      url = checkFeedUrl(new URL(answer.location, url).toString())
      continue
    }
    if (answer.status !== 200) throw new FeedError(`The feed answered HTTP ${answer.status}`)
    return answer.body
  }
  throw new FeedError(`More than ${FEED_LIMITS.maxRedirects} redirects`)
}
