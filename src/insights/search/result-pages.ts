import type { OutgoingHttpHeaders } from 'node:http'

import { LRUCache } from 'lru-cache'

import { insightsView } from '@/lib/insights-listing'

/** A rendered results page as sent: its headers (without length and encoding), its HTML, gzipped once asked for. */
export type ResultPage = { headers: OutgoingHttpHeaders; html: Buffer; gzipped?: Buffer }

/** At most this many results pages, and this many bytes of them (HTML and gzipped copies). */
export const RESULT_PAGES_MAX = 500
export const RESULT_PAGES_BYTES = 8 * 1024 * 1024

const VIEW_KEYS = new Set(['q', 'tag', 'page'])

/**
 * The key of a search, tag or later page of /insights (`/insights?q=…&tag=…&page=…`): the view the
 * page renders from (insightsView), so `?q=%20growth` and `?q=growth` share one. Null for any other
 * address, and for one with other parameters or a repeated one, which Next.js renders as usual.
 */
export function resultPageKey(url: string): string | null {
  const [path, search] = url.split('?', 2)
  if (path !== '/insights' || !search) return null
  const params = new URLSearchParams(search)
  const names = [...params.keys()]
  if (names.some((name) => !VIEW_KEYS.has(name)) || new Set(names).size !== names.length) return null
  const { query, tag, page } = insightsView(Object.fromEntries(params))
  return JSON.stringify([query, tag, page])
}

const sizeOf = (page: ResultPage) =>
  page.html.length + (page.gzipped?.length ?? 0) + JSON.stringify(page.headers).length

/** Kept results pages, least recently read out first, and the generation of the content they show. */
export function resultPageStore(max = RESULT_PAGES_MAX, maxBytes = RESULT_PAGES_BYTES) {
  const pages = new LRUCache<string, ResultPage>({ max, maxSize: maxBytes, sizeCalculation: sizeOf })
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
     * Keeps a page rendered for `key` unless content changed while it was rendered (`since` is the
     * generation when its request arrived): a render that read the old posts never replaces newer ones.
     */
    keep(key: string, since: number, page: ResultPage): void {
      if (since === generation && sizeOf(page) <= maxBytes / 4) pages.set(key, page)
    },
    /** Public content changed (a post published, unpublished, edited; the site's chrome): every page is stale. */
    forget(): void {
      generation += 1
      pages.clear()
    },
  }
}
export type ResultPageStore = ReturnType<typeof resultPageStore>

const STORE = Symbol.for('legacy-capital.insight-result-pages')

/**
 * The process's store, on globalThis: the front server (dist/server.mjs) answers from it, and the
 * content hooks inside Next.js's bundle (another copy of this module) empty it.
 */
export const resultPages = (): ResultPageStore =>
  ((globalThis as { [STORE]?: ResultPageStore })[STORE] ??= resultPageStore())

export const forgetResultPages = (): void => resultPages().forget()
