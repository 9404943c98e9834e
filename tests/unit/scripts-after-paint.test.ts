import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deferPageScripts, loadScriptsAfterPaint, sentPage, sentPageCache } from '@/server/scripts-after-paint'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>body{margin:0}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  '<script>inline()</script></head><body><h1>Title</h1>',
  '<script src="/tracker.js" async=""></script>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('loadScriptsAfterPaint', () => {
  const html = loadScriptsAfterPaint(page)

  it('leaves no script or script preload that the browser fetches before the first paint', () => {
    expect(html).not.toMatch(/<script src="[^"]+" (id="[^"]+" )?(async|defer)=""/)
    expect(html).not.toContain('rel="preload" as="script"')
  })

  it('hands every one of them, with its id, to a loader in <head> that waits for the first paint', () => {
    const loader = html.slice(html.indexOf('<script>(function(s)'), html.indexOf('</head>'))
    expect(loader).toContain("'first-contentful-paint'")
    expect(loader).toContain(
      '[["/_next/static/chunks/framework-2.js"],["/tracker.js"],["/_next/static/chunks/webpack-1.js","_R_"]]',
    )
  })

  it('keeps the markup, inline scripts and legacy polyfills as they were', () => {
    for (const part of ['<h1>Title</h1>', '<script>inline()</script>', 'self.__next_f.push', 'noModule=""']) {
      expect(html).toContain(part)
    }
  })

  it('returns a page without such scripts unchanged', () => {
    const plain = '<html><head><title>t</title></head><body><p>x</p></body></html>'
    expect(loadScriptsAfterPaint(plain)).toBe(plain)
  })
})

describe('sentPage', () => {
  const other = page.replace('<h1>Title</h1>', '<h1>Revalidated</h1>')

  it('rewrites a page once per key and serves that copy, gzipped, to the next views', () => {
    const kept = sentPageCache()
    const first = sentPage(kept, '/ "a"', () => page, true)
    expect(first.html.toString()).toBe(loadScriptsAfterPaint(page))
    expect(gunzipSync(first.gzipped!).toString()).toBe(loadScriptsAfterPaint(page))
    // The same key stands for the same HTML (Next.js's ETag of it): the kept copy is sent.
    const again = sentPage(kept, '/ "a"', () => other, true)
    expect(again.gzipped).toBe(first.gzipped)
    expect(sentPage(kept, '/ "b"', () => other, true).html.toString()).toContain('<h1>Revalidated</h1>')
  })

  it('gzips a kept page once a client accepts gzip', () => {
    const kept = sentPageCache()
    expect(sentPage(kept, '/ "a"', () => page, false).gzipped).toBeUndefined()
    const gzipped = sentPage(kept, '/ "a"', () => other, true)
    expect(gunzipSync(gzipped.gzipped!).toString()).toBe(loadScriptsAfterPaint(page))
    expect(sentPage(kept, '/ "a"', () => other, false)).toBe(gzipped)
  })

  it('keeps nothing without a key (a page rendered for one request)', () => {
    const kept = sentPageCache()
    sentPage(kept, undefined, () => page, true)
    expect(kept.size).toBe(0)
    expect(sentPage(kept, undefined, () => other, false).html.toString()).toContain('<h1>Revalidated</h1>')
  })

  it('forgets the least recently sent page when the bytes kept would pass the bound', () => {
    const size = Buffer.byteLength(loadScriptsAfterPaint(page))
    const kept = sentPageCache(size * 2 + 10)
    sentPage(kept, '/one "a"', () => page, false)
    sentPage(kept, '/two "a"', () => page, false)
    sentPage(kept, '/one "a"', () => page, false)
    sentPage(kept, '/three "a"', () => page, false)
    expect([...kept.keys()].sort()).toEqual(['/one "a"', '/three "a"'])
    expect(kept.calculatedSize).toBeLessThanOrEqual(size * 2 + 10)
  })
})

describe('deferPageScripts in front of a page answered as Next.js answers it', () => {
  /** Next.js's weak If-None-Match comparison (its sendEtagResponse), then its 304 by status code alone. */
  const holds = (header: string | undefined, etag: string) =>
    (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  const server = http.createServer((req, res) => {
    deferPageScripts(req, res)
    res.setHeader('etag', '"v1"')
    res.setHeader('vary', 'rsc')
    if (holds(req.headers['if-none-match'], '"v1"')) {
      res.statusCode = 304
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page)
  })
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** The raw answer (no decompression), as a browser's cache sees it. */
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      http
        .get({ host: '127.0.0.1', port, path: '/about', headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it('sends the gzipped page under a weak ETag and the plain one under the strong ETag', async () => {
    const zipped = await get({ 'accept-encoding': 'gzip, br' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', etag: 'W/"v1"', vary: 'rsc, Accept-Encoding' })
    expect(gunzipSync(zipped.body).toString()).toBe(loadScriptsAfterPaint(page))
    const plain = await get({})
    expect(plain.headers).toMatchObject({ etag: '"v1"', vary: 'rsc, Accept-Encoding' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(loadScriptsAfterPaint(page))
  })

  it("passes Next.js's 304 on to a client holding the version, with that version's ETag", async () => {
    const zipped = await get({ 'accept-encoding': 'gzip', 'if-none-match': 'W/"v1"' })
    expect(zipped.status).toBe(304)
    expect(zipped.headers).toMatchObject({ etag: 'W/"v1"', vary: 'rsc, Accept-Encoding' })
    expect(zipped.body.length).toBe(0)
    const plain = await get({ 'if-none-match': '"v0", "v1"' })
    expect(plain.status).toBe(304)
    expect(plain.headers.etag).toBe('"v1"')
    expect((await get({ 'if-none-match': '"v0"' })).status).toBe(200)
  })
})
