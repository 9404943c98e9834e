import { gunzipSync } from 'node:zlib'

import { generateETag } from 'next/dist/server/lib/etag.js'
import { describe, expect, it } from 'vitest'

import { revealBoundaries } from '@/server/reveal-boundaries'
import { loadScriptsAfterPaint, pageToSend } from '@/server/scripts-after-paint'
import { CACHED_PAGE_FRESH_MS, clientHolds, freshFor } from '@/server/sent-pages'

const page = '<html><head></head><body><h1>Title</h1></body></html>'
const other = page.replace('Title', 'Revalidated')

describe('pageToSend', () => {
  const headers = { 'content-type': 'text/html; charset=utf-8' }

  it('rewrites, gzips and tags a version of a cached page once and sends that copy on the next views', () => {
    const first = pageToSend(page, undefined, headers, 1)
    expect(first.html.toString()).toBe(loadScriptsAfterPaint(page))
    expect(gunzipSync(first.gzipped).toString()).toBe(first.html.toString())
    expect(first.etag).toBe(generateETag(page))
    const again = pageToSend(`${page}`, first, { ...headers, 'x-nextjs-cache': 'HIT' }, 2)
    expect(again.html).toBe(first.html)
    expect(again.gzipped).toBe(first.gzipped)
    expect(again).toMatchObject({ etag: first.etag, freshUntil: 2, headers: { 'x-nextjs-cache': 'HIT' } })
  })

  it('makes the new version once Next.js hands over other HTML for the address', () => {
    const first = pageToSend(page, undefined, headers, 1)
    const next = pageToSend(other, first, headers, 1)
    expect(gunzipSync(next.gzipped).toString()).toBe(other)
    expect(next.etag).toBe(generateETag(other))
  })

  it('tags no page rendered for one request', () => {
    const rendered = pageToSend(Buffer.from(page), undefined, headers, Infinity)
    expect(rendered.etag).toBe('')
    expect(rendered.source).toBeUndefined()
    expect(gunzipSync(rendered.gzipped).toString()).toBe(page)
  })

  it('rewrites the bytes of a rendered page as the same UTF-8 text, non-Latin-1 characters included', () => {
    const text =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      '<!--$?--><template id="B:0"></template><p>…</p><!--/$--><p role="status">3 insights match “growth” — ok ✓</p>' +
      '<div hidden id="S:0"><p>Résumé</p></div><script>$RC("B:0","S:0")</script></body></html>'
    const rendered = pageToSend(Buffer.from(text), undefined, headers, Infinity)
    expect(rendered.html.toString('utf8')).toBe(loadScriptsAfterPaint(revealBoundaries(text)))
    expect(rendered.html.toString('utf8')).toContain(
      '<!--$--><p>Résumé</p><!--/$--><p role="status">3 insights match “growth”',
    )
    expect(gunzipSync(rendered.gzipped).equals(rendered.html)).toBe(true)
  })
})

describe('freshFor', () => {
  it('answers a cached page without Next.js for its s-maxage, a minute at most, and not without one', () => {
    expect(freshFor('s-maxage=86400, stale-while-revalidate=31449600')).toBe(CACHED_PAGE_FRESH_MS)
    expect(freshFor('public, s-maxage=10')).toBe(10_000)
    expect(freshFor('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0)
    expect(freshFor(undefined)).toBe(0)
  })
})

describe('clientHolds', () => {
  it('compares If-None-Match weakly, as Next.js did for its own ETags', () => {
    expect(clientHolds({ 'if-none-match': '"a"' }, '"a"')).toBe(true)
    expect(clientHolds({ 'if-none-match': 'W/"a"' }, '"a"')).toBe(true)
    expect(clientHolds({ 'if-none-match': '"b", W/"a"' }, '"a"')).toBe(true)
    expect(clientHolds({ 'if-none-match': '*' }, '"a"')).toBe(true)
    expect(clientHolds({ 'if-none-match': '"b"' }, '"a"')).toBe(false)
    expect(clientHolds({}, '"a"')).toBe(false)
  })

  it('holds nothing for a request that asks for no cached copy, or dates its copy', () => {
    expect(clientHolds({ 'if-none-match': '"a"', 'cache-control': 'no-cache' }, '"a"')).toBe(false)
    expect(clientHolds({ 'if-none-match': '"a"', 'cache-control': 'max-age=0' }, '"a"')).toBe(true)
    expect(clientHolds({ 'if-none-match': '"a"', 'if-modified-since': 'Fri, 27 Nov 2026 10:00:00 GMT' }, '"a"')).toBe(
      false,
    )
  })
})
