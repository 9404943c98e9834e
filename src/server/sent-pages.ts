import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { type SentPage, sentPageKey, sentPages } from '@/content-cache/sent-page-store'

/**
 * How long a page from Next.js's page cache is answered without Next.js: its own time-based
 * revalidation (the footer's year, once a day) shows at most this much later. A content change
 * empties the store at once.
 */
export const CACHED_PAGE_FRESH_MS = 60_000

/** The seconds of `s-maxage` in a Cache-Control, as a fresh time in ms (at most CACHED_PAGE_FRESH_MS); 0 without one. */
export function freshFor(cacheControl: unknown): number {
  const seconds = /(?:^|[\s,])s-maxage=(\d+)/.exec(String(cacheControl ?? ''))?.[1]
  return seconds ? Math.min(Number(seconds) * 1000, CACHED_PAGE_FRESH_MS) : 0
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/

/** The comma-separated entity tags of If-None-Match. */
const tags = (header: string) => header.split(',').map((tag) => tag.trim())

/**
 * Whether the client already holds the version tagged `etag`, as Next.js decides it for its own
 * ETags (the `fresh` package: weak comparison, none on a `Cache-Control: no-cache` request, and
 * never with If-Modified-Since, as a page has no Last-Modified).
 */
export function clientHolds(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match']
  if (!noneMatch || headers['if-modified-since']) return false
  if (headers['cache-control'] && NO_CACHE.test(headers['cache-control'])) return false
  return noneMatch === '*' || tags(noneMatch).some((tag) => tag === etag || tag === `W/${etag}`)
}

export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))

/** Next.js's draft mode: its pages render the editors' unpublished content, per request. */
const DRAFT_MODE_COOKIE = /(?:^|;)\s*__prerender_bypass=/

/** A request for a page's HTML that a kept page may answer (a draft-mode preview never is). */
export const asksForPage = (req: IncomingMessage): boolean =>
  req.method === 'GET' &&
  !req.headers.rsc &&
  !req.headers['next-router-prefetch'] &&
  !DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')

/**
 * Sends `page`, gzipped when the client accepts it (`gzip`); a tagged page goes with its ETag (weak
 * when gzipped, being another representation of the same HTML, as nginx does it), or as a 304 to a
 * client that holds that version. `writeHead` and `end` are the response's own, unwrapped.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: SentPage,
  gzip: boolean,
  send: { writeHead: (status: number) => unknown; end: (body: Buffer) => unknown } = {
    writeHead: (status) => res.writeHead(status),
    end: (body) => res.end(body),
  },
): void {
  let status = 200
  let body = gzip ? page.gzipped : page.html
  if (page.etag) res.setHeader('etag', gzip ? `W/${page.etag}` : page.etag)
  if (page.etag && clientHolds(req.headers, page.etag)) {
    status = 304
    body = Buffer.alloc(0)
    res.removeHeader('content-type')
    res.removeHeader('content-length')
  } else {
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.setHeader('content-length', body.length)
  }
  send.writeHead(status)
  send.end(body)
}

/**
 * Answers a page from the store while it is fresh, as it was sent: the same headers and HTML,
 * without Next.js. False when none is: Next.js answers, and deferPageScripts keeps what it sends.
 */
export function answerSentPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (!asksForPage(req)) return false
  const found = sentPageKey(req.url ?? '/')
  const page = found ? sentPages().get(found.key) : undefined
  if (!page || page.freshUntil <= Date.now()) return false
  for (const name in page.headers) res.setHeader(name, page.headers[name]!)
  sendPage(req, res, page, acceptsGzip(req))
  return true
}
