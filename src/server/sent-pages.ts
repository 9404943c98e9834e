import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { insightsView } from '@/lib/insights-listing'

/**
 * A site page as it was sent: its headers (without length, encoding, tag or date), its HTML as
 * rewritten for sending and gzipped, the ETag of a page from Next.js's page cache ('' for a page
 * rendered per request, which is never tagged) with the HTML Next.js handed over (`source`, the
 * version's identity), and until when (ms) it is answered without asking Next.js.
 */
export type SentPage = {
  headers: OutgoingHttpHeaders
  source?: string
  html: Buffer
  gzipped: Buffer
  etag: string
  freshUntil: number
}

/** At most this many pages, and this many bytes of them (sources, HTML, gzipped copies, headers). */
export const SENT_PAGES_MAX = 500
export const SENT_PAGES_BYTES = 24 * 1024 * 1024

/**
 * How long a page from Next.js's page cache is answered without Next.js: its own time-based
 * revalidation (the footer's year, once a day) shows at most this much later. A content change
 * empties the store at once.
 */
export const CACHED_PAGE_FRESH_MS = 60_000

const sizeOf = (page: SentPage) =>
  (page.source?.length ?? 0) + page.html.length + page.gzipped.length + JSON.stringify(page.headers).length

/**
 * The site's pages as sent, least recently read out first, and the generation of the content they
 * show: the pages of Next.js's page cache by address, rewritten, gzipped and tagged once per version
 * (gzip held the event loop ~1.5 ms per view of a 130 kB page, Next.js's ETag 10–15 % of its CPU),
 * and the search, tag and later pages of /insights by view, each rendered once until content changes.
 */
export function sentPageStore(max = SENT_PAGES_MAX, maxBytes = SENT_PAGES_BYTES) {
  const pages = new LRUCache<string, SentPage>({ max, maxSize: maxBytes, sizeCalculation: sizeOf })
  let generation = 0
  return {
    get generation() {
      return generation
    },
    get size() {
      return pages.size
    },
    get: (key: string) => pages.get(key),
    /**
     * Keeps a page sent for `key` unless content changed while it was made (`since` is the
     * generation when its request arrived): a render that read the old content never replaces newer.
     */
    keep(key: string, since: number, page: SentPage): void {
      if (since === generation && sizeOf(page) <= maxBytes / 4) pages.set(key, page)
    },
    /** Public content changed (a post, a page's content, the site's chrome): every page is stale. */
    forget(): void {
      generation += 1
      pages.clear()
    },
  }
}
export type SentPageStore = ReturnType<typeof sentPageStore>

const STORE = Symbol.for('legacy-capital.sent-pages')

/**
 * The process's store, on globalThis: the front server (dist/server.mjs) keeps and answers pages
 * from it, and the content hooks inside Next.js's bundle (another copy of this module) empty it.
 */
export const sentPages = (): SentPageStore => ((globalThis as { [STORE]?: SentPageStore })[STORE] ??= sentPageStore())

export const forgetSentPages = (): void => sentPages().forget()

const VIEW_KEYS = new Set(['q', 'tag', 'page'])
/** Not an address (those start with `/`), so no address is taken for a view's key. */
const VIEW_PREFIX = 'insights view '

/**
 * What a site page is kept under: its address (the page Next.js answers for it, query included),
 * or for a search, tag or later page of /insights (`?q=…&tag=…&page=…`) the view it renders
 * (insightsView: `?q=%20growth` and `?q=growth` share one; `view` is then true). Null for an
 * address of /insights with other parameters beside those, or one of them twice: rendered per
 * request, never kept.
 */
export function sentPageKey(url: string): { key: string; view: boolean } | null {
  const mark = url.indexOf('?')
  if (mark < 0 || mark === url.length - 1 || url.slice(0, mark) !== '/insights') return { key: url, view: false }
  const params = new URLSearchParams(url.slice(mark + 1))
  const names = [...params.keys()]
  if (!names.some((name) => VIEW_KEYS.has(name))) return { key: url, view: false }
  if (names.some((name) => !VIEW_KEYS.has(name)) || new Set(names).size !== names.length) return null
  const { query, tag, page } = insightsView(Object.fromEntries(params))
  return { key: VIEW_PREFIX + JSON.stringify([query, tag, page]), view: true }
}

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
  if (!page || page.freshUntil < Date.now()) return false
  for (const name in page.headers) res.setHeader(name, page.headers[name]!)
  sendPage(req, res, page, acceptsGzip(req))
  return true
}
