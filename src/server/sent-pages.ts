import type { IncomingHttpHeaders } from 'node:http'
import { gzipSync } from 'node:zlib'

import { LRUCache } from 'lru-cache'
import { generateETag } from 'next/dist/server/lib/etag.js'

/**
 * A version of a site page as it is sent: Next.js's HTML (`source`), rewritten, gzipped once a
 * client accepted that, and its ETag (empty for a page rendered per request).
 */
export type SentPage = { source: string; html: Buffer; gzipped?: Buffer; etag: string }

/** Bytes of sent pages kept: about a hundred pages of the site with their sources, rewritten and gzipped. */
const SENT_PAGES_BYTES = 16 * 1024 * 1024

/**
 * The last version sent of each page served from Next.js's page cache, by path. Next.js hands a
 * cached page over as the same HTML string on every view, so telling whether it is still the kept
 * version costs a pointer comparison; the page is rewritten, gzipped and tagged once per version,
 * not on every view (gzip alone held the event loop ~1.5 ms per view of a 130 kB page, Next.js's
 * ETag of its HTML, a hash in JavaScript over every character, 10–15 % of a cached page's CPU).
 */
export function sentPageCache(maxBytes = SENT_PAGES_BYTES): LRUCache<string, SentPage> {
  return new LRUCache<string, SentPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.source.length + page.html.length + (page.gzipped?.length ?? 0),
  })
}

/**
 * The page made from Next.js's HTML `source` by `rewrite`, gzipped if `gzip`: the copy kept under
 * `path` when it was made from the same source, else made (and kept, when `path` is given). The
 * ETag is the one Next.js gives that HTML, so a browser holding the page keeps a valid tag.
 */
export function sentPage(
  kept: LRUCache<string, SentPage>,
  path: string | undefined,
  source: string,
  gzip: boolean,
  rewrite: (html: string) => string,
): SentPage {
  const found = path ? kept.get(path) : undefined
  const same = found?.source === source ? found : undefined
  if (same && (same.gzipped || !gzip)) return same
  const html = same?.html ?? Buffer.from(rewrite(source))
  // A page rendered per request (no `path`) is never tagged: hashing it cost ~1 ms of each render.
  const page: SentPage = { source, html, etag: same?.etag ?? (path ? generateETag(source) : '') }
  if (gzip) page.gzipped = gzipSync(html)
  if (path) kept.set(path, page)
  return page
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
