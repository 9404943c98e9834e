import type { OutgoingHttpHeaders } from 'node:http'

import { LRUCache } from 'lru-cache'

import { insightsView } from '@/lib/insights-listing'

import { processWide } from './process-wide'

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

/**
 * At most this many pages, and this many bytes of them (sources, HTML, gzipped copies, headers; a
 * copy shared by the queries of one page counted in each, so an upper bound).
 */
const SENT_PAGES_MAX = 500
const SENT_PAGES_BYTES = 24 * 1024 * 1024

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

/**
 * The process's store: the front server (dist/server.mjs, src/server/sent-pages.ts) keeps and
 * answers pages from it, and publicContentChanged (inside Next.js's bundle) empties it.
 */
export const sentPages = (): SentPageStore => processWide('sent-pages', () => sentPageStore())

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
