import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** No CRM call may hang a job: connect, send and read within this. */
const CRM_TIMEOUT_MS = 10_000
const MAX_RESPONSE_BYTES = 256 * 1024

/**
 * Addresses a CRM call must never reach: link-local (cloud metadata services live at 169.254.169.254),
 * "this network", multicast and reserved ranges. Loopback and private networks stay allowed: a CRM
 * bridge may run on the same host or LAN (and the tests' fakes listen on 127.0.0.1).
 */
const refused = new BlockList()
refused.addSubnet('169.254.0.0', 16, 'ipv4')
refused.addSubnet('0.0.0.0', 8, 'ipv4')
refused.addSubnet('224.0.0.0', 4, 'ipv4')
refused.addSubnet('240.0.0.0', 4, 'ipv4')
refused.addSubnet('100.100.100.200', 32, 'ipv4')
refused.addSubnet('fe80::', 10, 'ipv6')
refused.addSubnet('ff00::', 8, 'ipv6')
refused.addAddress('::', 'ipv6')
// AWS's IPv6 metadata service, and NAT64, which reaches any IPv4 address (link-local ones too).
refused.addAddress('fd00:ec2::254', 'ipv6')
refused.addSubnet('64:ff9b::', 96, 'ipv6')
refused.addSubnet('64:ff9b:1::', 48, 'ipv6')

/** A target that is refused outright: retrying cannot help. */
export class RefusedTargetError extends Error {}

/**
 * An answer that is not 2xx. 4xx other than 408/429 will not change by retrying. The receiver's
 * body is not kept: the dashboard shows the status alone, never text a third party chose.
 */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429
  }
}

export function refusedAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return refused.check(mapped[1], 'ipv4')
  return refused.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Checked at connection time on the resolved address, so a DNS answer cannot slip past the rule. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    const list = addresses as LookupAddress[]
    const bad = list.find((entry) => refusedAddress(entry.address))
    if (bad)
      return callback(
        new RefusedTargetError(`Refused: ${hostname} resolves to ${bad.address}, a link-local or reserved address`),
        '',
        0,
      )
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
    return callback(null, list[0].address, list[0].family)
  })
}

/** The URL if a CRM call may go there; a RefusedTargetError otherwise (scheme, literal address). */
export function checkTarget(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new RefusedTargetError(`Refused: ${raw} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedTargetError(`Refused: ${url.protocol} is not http or https`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (refusedAddress(host)) throw new RefusedTargetError(`Refused: ${host} is a link-local or reserved address`)
  return url
}

type HttpAnswer = { status: number; body: string }

/**
 * One HTTP request to a CRM: bounded in time (10 s overall) and in the answer's size, refused for
 * link-local targets. Resolves with any status; callers decide what a status means.
 */
export function request(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  raw: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpAnswer> {
  const url = checkTarget(raw)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
        lookup: guardedLookup,
        signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk)
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`Timed out after ${CRM_TIMEOUT_MS / 1000} s`) : error),
    )
    req.end(body)
  })
}

/** A request that must answer 2xx; anything else is an HttpStatusError. */
export async function requestOk(...args: Parameters<typeof request>): Promise<HttpAnswer> {
  const answer = await request(...args)
  if (answer.status < 200 || answer.status >= 300) throw new HttpStatusError(answer.status)
  return answer
}
