import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { generateETag } from 'next/dist/server/lib/etag.js'

import { type SentPage, sentPageKey, sentPages } from '@/content-cache/sent-page-store'

import { revealBoundaries } from './reveal-boundaries'
import { acceptsGzip, asksForPage, freshFor, sendPage } from './sent-pages'

/**
 * A same-origin async script, with its id if any: the ones Next.js puts in a page, and those React
 * hoists out of the page's tree (so hydration does not look for them where they were).
 */
const SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)"(?: id="([^"<>]+)")? async=""><\/script>/g
/** Next.js preloads its webpack runtime; the loader below fetches it with the rest. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/[^"<>]+"\/>/g
/** Paths of the Next.js pages outside the dashboard and the CMS (no file extension). */
const SITE_PAGE = /^\/(?!_next\/|api\/|cms(?:-api)?(?:\/|$)|admin(?:\/|$))[^.?]*(?:\?|$)/

/**
 * Starts the scripts once the first contentful paint is on screen (or at the load event where paint
 * timing is missing, or 2 s after it if no paint is reported, as in a tab opened in the background).
 * Their order does not matter: each chunk registers itself and the webpack runtime starts the app
 * once all are there.
 */
const loader = (scripts: string[][]) =>
  `(function(s){var done;function load(){if(done)return;done=1;s.forEach(function(a){var e=document.createElement('script');e.src=a[0];if(a[1])e.id=a[1];e.async=true;document.head.appendChild(e)})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return addEventListener('load',load);new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true});addEventListener('load',function(){setTimeout(load,2000)})})(${JSON.stringify(scripts).replace(/</g, '\\u003c')})`

/**
 * A page's scripts, requested only after its first paint. Next.js puts every script of a page in
 * <head> (async), so on a slow phone ~150 kB of JavaScript shares the connection with the HTML and
 * runs between its chunks, and Lighthouse counts all of it before the first paint (mobile LCP 1.9 s
 * against 1.0 s for a bare page). The page is server-rendered HTML with its stylesheet inline: it
 * reads the same without scripts, which only make it interactive (hydration), a moment later.
 */
export function loadScriptsAfterPaint(html: string): string {
  const scripts: string[][] = []
  const rest = html.replace(SCRIPT_TAG, (_tag, src: string, id?: string) => {
    scripts.push(id ? [src, id] : [src])
    return ''
  })
  if (!scripts.length || !rest.includes('</head>')) return html
  return rest.replace(SCRIPT_PRELOAD, '').replace('</head>', `<script>${loader(scripts)}</script></head>`)
}

/** A page sent compressed or not by Accept-Encoding says so in Vary. */
function varyWithEncoding(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** Headers of a page that are the same on every sending of it (not its length, encoding, tag or date). */
const UNKEPT_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
])
const keptHeaders = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !UNKEPT_HEADERS.has(name)))

/**
 * gzip's level for a page rendered per request (a search, tag or later page of /insights), which is
 * sent about once: a third of the default level's time (~0.9 against 2.5 ms for 54 kB) for ~4 % more bytes.
 */
const RENDERED_PAGE_GZIP_LEVEL = 4

/** The page rewritten for sending (its finished boundaries revealed, its scripts after the first paint). */
const rewritten = (html: string) => loadScriptsAfterPaint(revealBoundaries(html))

/**
 * A rendered page's bytes rewritten as they are: read as Latin-1, one character per byte, every
 * byte comes back unchanged (the rewrites only look for and insert ASCII). Decoded as UTF-8, one
 * curly quote (a search's status line) made the whole page a two-byte string: 140 kB copies in
 * the large-object space at each rewrite, and a slow encoding back.
 */
const rewrittenBytes = (bytes: Buffer) => Buffer.from(rewritten(bytes.toString('latin1')), 'latin1')

/**
 * The page to send for Next.js's HTML `source`: a page from Next.js's page cache comes as a string
 * (the same string on every view of one version, so the kept copy is known to be that version by a
 * pointer comparison) and is rewritten, gzipped and tagged once per version; a page rendered for
 * one request comes as its bytes and is rewritten each time, untagged (hashing it cost ~1 ms of
 * each render). The ETag is the one Next.js gives that HTML, so a browser holding the page keeps a
 * valid tag.
 */
export function pageToSend(
  source: string | Buffer,
  kept: SentPage | undefined,
  headers: OutgoingHttpHeaders,
  freshUntil: number,
): SentPage {
  if (Buffer.isBuffer(source)) {
    const html = rewrittenBytes(source)
    return { headers, html, gzipped: gzipSync(html, { level: RENDERED_PAGE_GZIP_LEVEL }), etag: '', freshUntil }
  }
  if (kept?.source === source) return { ...kept, headers, freshUntil }
  const html = Buffer.from(rewritten(source))
  return { headers, source, html, gzipped: gzipSync(html), etag: generateETag(source), freshUntil }
}

/**
 * Rewrites the HTML of the site's pages with loadScriptsAfterPaint on the way out. Next.js is asked
 * for the page uncompressed (its compression would come first), and the rewritten page is gzipped
 * here when the client accepts it (see pageToSend). A page from Next.js's page cache, and a search,
 * tag or later page of /insights, is kept as sent (src/server/sent-pages.ts), unless it sets a
 * cookie or content changed while it was rendered. A page that does not render (a 404) is gzipped
 * as Next.js wrote it. Other responses on those paths (RSC payloads of client-side navigation,
 * images) are passed on as they are.
 */
export function deferPageScripts(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/'
  if (req.method !== 'GET' || !SITE_PAGE.test(url) || req.headers.rsc) return
  const gzip = acceptsGzip(req)
  delete req.headers['accept-encoding']
  const found = asksForPage(req) ? sentPageKey(url) : null
  const generation = sentPages().generation
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  let status: number | undefined
  // Headers stay open until the whole page is here: writeHead only records, flushHeaders waits.
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string)
    return res
  }) as typeof res.writeHead
  res.flushHeaders = () => {}
  // The body as written: Next.js ends a page with its HTML as one string, which a page already
  // sent in that version never needs as bytes.
  const parts: (string | Buffer)[] = []
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    if (typeof chunk !== 'string') parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
    else if (typeof encoding === 'string' && Buffer.isEncoding(encoding) && !/^utf-?8$/i.test(encoding))
      parts.push(Buffer.from(chunk, encoding))
    else parts.push(chunk)
  }
  const bytes = () => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)))
  const text = () => (parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : bytes().toString('utf8'))
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding)
    const done = [encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (done) process.nextTick(done)
    return true
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding)
    const code = status ?? res.statusCode
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    // Only a page that renders: an error page's HTML is a shell that its scripts fill in.
    const filled = parts.some((part) => part.length > 0)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined
    res.removeHeader('transfer-encoding')
    if (html && filled && code === 200) {
      varyWithEncoding(res)
      // A page from Next.js's page cache (x-nextjs-cache: HIT, STALE, MISS…) is one version of it,
      // tagged here (next.config.ts turns Next.js's own ETags off); any other is rendered per request.
      const cache = res.getHeader('x-nextjs-cache')
      const cached = cache !== undefined
      const keptAs = found && (cached || found.view) && !res.hasHeader('set-cookie') ? found.key : undefined
      const headers = keptHeaders(res.getHeaders())
      // A stale page is being rendered anew by Next.js: kept for its version, answered by Next.js again.
      const freshMs = cache === 'STALE' ? 0 : freshFor(headers['cache-control'])
      if (cached) headers['x-nextjs-cache'] = 'HIT'
      // A query Next.js ignores (`/team?ref=…`) hands over its page's cached HTML: that kept copy is shared.
      const kept = keptAs
        ? (sentPages().get(keptAs) ?? (cached ? sentPages().get(url.split('?')[0]) : undefined))
        : undefined
      const page = pageToSend(cached ? text() : bytes(), kept, headers, cached ? Date.now() + freshMs : Infinity)
      if (keptAs) sentPages().keep(keptAs, generation, page)
      sendPage(req, res, page, gzip, { writeHead, end: (body) => end(body, done) })
      return res
    }
    let body: Buffer
    if (html && filled && gzip && code !== 304) {
      // A page that does not render (a 404 on a site path) is HTML too: ~18 kB that gzip makes ~5.
      body = gzipSync(bytes())
      varyWithEncoding(res)
      res.setHeader('content-encoding', 'gzip')
    } else body = bytes()
    if (body.length) res.setHeader('content-length', body.length)
    // Also when only res.statusCode was set: end itself would ask the recording writeHead.
    writeHead(code)
    return end(body, done)
  }) as typeof res.end
}
