import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateETag } from 'next/dist/server/lib/etag.js'

import { deferPageScripts, loadScriptsAfterPaint } from '@/server/scripts-after-paint'
import { publicContentChanged } from '@/content-cache'
import { sentPages } from '@/content-cache/sent-page-store'
import { answerSentPage } from '@/server/sent-pages'

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

describe('deferPageScripts in front of a page answered as Next.js answers it', () => {
  /** Next.js without its own ETags (next.config.ts): a cached page says so in x-nextjs-cache, a page rendered per request does not. */
  const server = http.createServer((req, res) => {
    deferPageScripts(req, res)
    res.setHeader('vary', 'rsc')
    if (!/^\/(search|missing)/.test(req.url!)) res.setHeader('x-nextjs-cache', 'HIT')
    res.writeHead(req.url!.startsWith('/missing') ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(req.url === '/revalidated' ? page.replace('Title', 'Revalidated') : page)
  })
  const etag = generateETag(page)
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** The raw answer (no decompression), as a browser's cache sees it. */
  const get = (headers: Record<string, string>, path = '/about') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it('sends the gzipped page under a weak ETag and the plain one under the strong ETag Next.js gives the HTML', async () => {
    const zipped = await get({ 'accept-encoding': 'gzip, br' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers).toMatchObject({
      'content-encoding': 'gzip',
      etag: `W/${etag}`,
      vary: 'rsc, Accept-Encoding',
    })
    expect(gunzipSync(zipped.body).toString()).toBe(loadScriptsAfterPaint(page))
    const plain = await get({})
    expect(plain.headers).toMatchObject({ etag, vary: 'rsc, Accept-Encoding' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(loadScriptsAfterPaint(page))
  })

  it('answers a client holding the version with a 304 and that ETag, without a body', async () => {
    const zipped = await get({ 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` })
    expect(zipped.status).toBe(304)
    expect(zipped.headers).toMatchObject({ etag: `W/${etag}`, vary: 'rsc, Accept-Encoding' })
    expect(zipped.headers['content-type']).toBeUndefined()
    expect(zipped.body.length).toBe(0)
    const plain = await get({ 'if-none-match': `"v0", ${etag}` })
    expect(plain.status).toBe(304)
    expect(plain.headers.etag).toBe(etag)
    expect((await get({ 'if-none-match': '"v0"' })).status).toBe(200)
    expect((await get({ 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200)
  })

  it('sends a new version of the page, under a new ETag, once Next.js hands over other HTML', async () => {
    const first = await get({ 'accept-encoding': 'gzip' }, '/revalidated')
    expect(gunzipSync(first.body).toString()).toContain('<h1>Revalidated</h1>')
    expect(first.headers.etag).toBe(`W/${generateETag(page.replace('Title', 'Revalidated'))}`)
    expect((await get({ 'if-none-match': first.headers.etag! }, '/about')).status).toBe(200)
  })

  it('tags no page rendered for one request, and answers it in full', async () => {
    const search = await get({ 'accept-encoding': 'gzip', 'if-none-match': etag }, '/search?q=x')
    expect(search.status).toBe(200)
    expect(search.headers.etag).toBeUndefined()
    expect(gunzipSync(search.body).toString()).toBe(loadScriptsAfterPaint(page))
  })

  it('sends a 404 page gzipped to a client that accepts it, as Next.js rendered it', async () => {
    const missing = await get({ 'accept-encoding': 'gzip' }, '/missing-page')
    expect(missing.status).toBe(404)
    expect(missing.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'rsc, Accept-Encoding' })
    expect(missing.headers.etag).toBeUndefined()
    expect(gunzipSync(missing.body).toString()).toBe(page)
    const plain = await get({}, '/missing-page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
  })
})

describe('a kept page answered without Next.js', () => {
  const DAY = 's-maxage=86400, stale-while-revalidate=31449600'
  let rendered = 0
  /** Next.js's answers: /results?… is a page rendered per request, /changing one whose render sees content change. */
  const server = http.createServer((req, res) => {
    if (answerSentPage(req, res)) return
    deferPageScripts(req, res)
    rendered += 1
    const url = req.url!
    const perRequest = /^\/(insights\?|private)/.test(url)
    if (!perRequest) res.setHeader('x-nextjs-cache', url.startsWith('/stale') ? 'STALE' : 'MISS')
    res.setHeader('cache-control', perRequest ? 'private, no-cache, no-store, max-age=0, must-revalidate' : DAY)
    res.setHeader('x-frame-options', 'DENY')
    if (url.startsWith('/cookie')) res.setHeader('set-cookie', 'a=b')
    if (url.startsWith('/changing')) publicContentChanged()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(url.startsWith('/shared') ? sharedPage : page.replace('Title', url))
  })
  /** The one cached string Next.js hands over for a page at every query it ignores. */
  const sharedPage = page.replace('Title', 'shared')
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const body = Buffer.concat(chunks)
            const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString()
            resolve({ status: res.statusCode!, headers: res.headers, html })
          })
        })
        .on('error', reject)
    })
  /** How many of `paths`, fetched in turn, Next.js rendered. */
  const renders = async (paths: string[], headers?: Record<string, string>) => {
    const before = rendered
    for (const path of paths) await get(path, headers)
    return rendered - before
  }

  it('answers a cached page again as it was sent, its headers, tag and 304 included, without Next.js', async () => {
    const first = await get('/kept')
    const again = await get('/kept')
    expect(await renders(['/kept', '/kept'])).toBe(0)
    expect(again.html).toBe(first.html)
    expect(again.html).toContain('<h1>/kept</h1>')
    expect(again.headers).toMatchObject({
      'cache-control': DAY,
      'x-frame-options': 'DENY',
      'content-encoding': 'gzip',
      'x-nextjs-cache': 'HIT',
      etag: first.headers.etag,
      vary: 'Accept-Encoding',
    })
    const plain = await get('/kept', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.html).toBe(first.html)
    const held = await get('/kept', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! })
    expect(held.status).toBe(304)
    expect(held.html).toBe('')
  })

  it('shares the kept copy of a page among the queries Next.js ignores, each answered as sent', async () => {
    const first = await get('/shared')
    expect(await renders(['/shared?ref=a', '/shared?ref=a', '/shared?ref=b'])).toBe(2)
    expect((await get('/shared?ref=a')).html).toBe(first.html)
    expect(sentPages().get('/shared?ref=a')!.gzipped).toBe(sentPages().get('/shared')!.gzipped)
    expect(sentPages().get('/shared?ref=b')!.html).toBe(sentPages().get('/shared')!.html)
  })

  it('keeps a search of /insights by its view, untagged, until content changes', async () => {
    expect(await renders(['/insights?q=kept', '/insights?q=%20kept', '/insights?q=kept&page=1'])).toBe(1)
    expect((await get('/insights?q=kept')).headers.etag).toBeUndefined()
    expect(await renders(['/insights?q=kept&utm_source=x', '/insights?q=kept&utm_source=x'])).toBe(2)
    publicContentChanged()
    expect(await renders(['/insights?q=kept', '/insights?q=kept'])).toBe(1)
  })

  it('asks Next.js again after a content change, and for a stale page until it is rendered anew', async () => {
    expect(await renders(['/page', '/page'])).toBe(1)
    publicContentChanged()
    expect(await renders(['/page', '/page'])).toBe(1)
    expect(await renders(['/stale', '/stale'])).toBe(2)
  })

  it('keeps no page that sets a cookie, is rendered per request, or whose render saw content change', async () => {
    expect(await renders(['/cookie', '/cookie'])).toBe(2)
    expect(await renders(['/private', '/private'])).toBe(2)
    expect(await renders(['/changing', '/changing'])).toBe(2)
  })

  it('leaves draft-mode previews, RSC payloads and prefetches to Next.js', async () => {
    await get('/shared')
    expect(await renders(['/shared'], { cookie: 'theme=dark; __prerender_bypass=abc' })).toBe(1)
    expect(await renders(['/shared'], { rsc: '1' })).toBe(1)
    expect(await renders(['/shared'], { 'next-router-prefetch': '1' })).toBe(1)
    expect(await renders(['/shared'], { cookie: 'theme=dark' })).toBe(0)
  })
})
