import { gunzipSync } from 'node:zlib'

import { generateETag } from 'next/dist/server/lib/etag.js'
import { describe, expect, it } from 'vitest'

import { clientHolds, sentPage, sentPageCache } from '@/server/sent-pages'

const page = '<html><head></head><body><h1>Title</h1></body></html>'
const other = page.replace('Title', 'Revalidated')

describe('sentPage', () => {
  it('rewrites, gzips and tags a version of a page once and serves that copy to the next views', () => {
    const kept = sentPageCache()
    let rewrites = 0
    const rewrite = (html: string) => {
      rewrites += 1
      return html.replace('<h1>', '<h1 class="x">')
    }
    const first = sentPage(kept, '/', page, true, rewrite)
    expect(first.html.toString()).toBe(rewrite(page))
    expect(gunzipSync(first.gzipped!).toString()).toBe(first.html.toString())
    expect(first.etag).toBe(generateETag(page))
    rewrites = 0
    expect(sentPage(kept, '/', page, true, rewrite)).toBe(first)
    expect(sentPage(kept, '/', `${page}`, false, rewrite)).toBe(first)
    expect(rewrites).toBe(0)
  })

  it('makes the new version once Next.js hands over other HTML for the path', () => {
    const kept = sentPageCache()
    sentPage(kept, '/', page, true, (html) => html)
    const next = sentPage(kept, '/', other, true, (html) => html)
    expect(gunzipSync(next.gzipped!).toString()).toBe(other)
    expect(next.etag).toBe(generateETag(other))
    expect(kept.get('/')).toBe(next)
  })

  it('gzips a kept version once a client accepts gzip', () => {
    const kept = sentPageCache()
    expect(sentPage(kept, '/', page, false, (html) => html).gzipped).toBeUndefined()
    const gzipped = sentPage(kept, '/', page, true, (html) => html)
    expect(gunzipSync(gzipped.gzipped!).toString()).toBe(page)
    expect(sentPage(kept, '/', page, false, (html) => html)).toBe(gzipped)
  })

  it('keeps nothing without a path (a page rendered for one request)', () => {
    const kept = sentPageCache()
    sentPage(kept, undefined, page, true, (html) => html)
    expect(kept.size).toBe(0)
  })

  it('forgets the least recently sent page when the bytes kept would pass the bound', () => {
    const size = page.length * 2
    const kept = sentPageCache(size * 2 + 10)
    for (const path of ['/one', '/two', '/one', '/three']) sentPage(kept, path, page, false, (html) => html)
    expect([...kept.keys()].sort()).toEqual(['/one', '/three'])
    expect(kept.calculatedSize).toBeLessThanOrEqual(size * 2 + 10)
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
