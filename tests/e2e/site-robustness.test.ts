import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogPost } from '../../src/payload-types'
import { adminKey, baseURL, DESKTOP, launchBrowser, MOBILE } from './browser'
import { cms, openPage } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Every file the production build's page cache holds whose name contains this text (the e2e server runs this build). */
function cachedFiles(text: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.name.includes(text)) found.push(file)
      if (entry.isDirectory()) walk(file)
    }
  }
  walk(path.join('.next', 'server'))
  return found
}

const visit = (pathname: string) =>
  fetch(`${baseURL()}${pathname}`, { redirect: 'manual', headers: { 'x-forwarded-for': '203.0.113.40' } })

describe('page validators', () => {
  /** A raw GET of a page (fetch would add Cache-Control: no-cache to a conditional request). */
  const page = (headers: Record<string, string>, pathname = '/disclaimer') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      http
        .get(`${baseURL()}${pathname}`, { headers: { 'x-forwarded-for': '203.0.113.41', ...headers } }, (res) => {
          let bytes = 0
          res.on('data', (chunk: Buffer) => (bytes += chunk.length))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }))
        })
        .on('error', reject)
    })

  it('answers a reload of a page the browser holds with 304 and no body, gzipped (weak ETag) or not', async () => {
    const zipped = await page({ 'accept-encoding': 'gzip' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const weak = zipped.headers.etag!
    expect(weak).toMatch(/^W\/"[^"]+"$/)
    const plain = await page({})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.etag).toBe(weak.slice(2))
    expect(plain.bytes).toBeGreaterThan(zipped.bytes)

    const reload = await page({ 'accept-encoding': 'gzip', 'if-none-match': weak, 'cache-control': 'max-age=0' })
    expect(reload).toMatchObject({ status: 304, bytes: 0 })
    expect(reload.headers.etag).toBe(weak)
    expect(reload.headers.vary).toContain('Accept-Encoding')
    expect((await page({ 'if-none-match': weak.slice(2) })).status).toBe(304)
    expect((await page({ 'accept-encoding': 'gzip', 'if-none-match': '"another-version"' })).status).toBe(200)
  })

  it('sends the not-found page gzipped to a browser that accepts it, untagged', async () => {
    const missing = await page({ 'accept-encoding': 'gzip' }, '/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('gzip')
    expect(missing.headers.vary).toContain('Accept-Encoding')
    expect(missing.headers.etag).toBeUndefined()
    const plain = await page({}, '/no-such-page')
    expect(plain.status).toBe(404)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes).toBeGreaterThan(missing.bytes * 2)
  })
})

describe('insight addresses', () => {
  it('moves a slug whose text is not the title to the canonical one (308) and caches nothing for it', async () => {
    const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Canonical Addresses Only',
      summary: 'One address per post.',
      content: 'Any other text before the id redirects here.',
      isPublished: true,
    })
    const canonical = `/insights/canonical-addresses-only-${doc.id}`
    for (const wrong of [
      `/insights/junk-${doc.id}`,
      `/insights/Canonical-Addresses-Only-${doc.id}`,
      `/insights/${doc.id}`,
    ]) {
      const response = await visit(wrong)
      expect(response.status, wrong).toBe(308)
      // Next.js repeats the Location header of a redirect from a cached page (same value twice).
      const targets = response.headers
        .get('location')!
        .split(', ')
        .map((location) => new URL(location, baseURL()).pathname)
      expect(new Set(targets)).toEqual(new Set([canonical]))
    }
    expect((await visit(canonical)).status).toBe(200)
    expect(cachedFiles(`junk-${doc.id}`)).toEqual([])
    expect(cachedFiles(`Canonical-Addresses-Only-${doc.id}`)).toEqual([])

    const page = await openPage(browser, MOBILE, `/insights/some-old-title-${doc.id}`)
    expect(new URL(page.url()).pathname).toBe(canonical)
    await page.getByRole('heading', { level: 1, name: 'Canonical Addresses Only' }).waitFor()
    await page.context().close()
  })

  it('answers an unknown post id with a real 404 that is not written to the page cache', async () => {
    for (const slug of ['never-published-987654', 'typed-by-a-visitor-123456789']) {
      const first = await visit(`/insights/${slug}`)
      expect(first.status).toBe(404)
      expect(await first.text()).toContain('Post Not Found')
      expect((await visit(`/insights/${slug}`)).status).toBe(404)
      expect(cachedFiles(slug)).toEqual([])
    }
  })
})

describe('image optimizer', () => {
  it('resizes uploads only to the widths and quality the site asks for', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'portrait.jpg')
    const uploaded = await fetch(`${baseURL()}/api/upload`, {
      method: 'POST',
      headers: { 'x-api-key': adminKey() },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const optimized = (query: string) => visit(`/_next/image?url=${encodeURIComponent(url)}&${query}`)

    const listed = await optimized('w=640&q=75')
    expect(listed.status).toBe(200)
    expect(listed.headers.get('content-type')).toMatch(/^image\//)
    for (const query of ['w=2048&q=75', 'w=641&q=75', 'w=3840&q=75', 'w=640&q=50', 'w=640&q=100']) {
      expect((await optimized(query)).status, query).toBe(400)
    }
    // A query string on the source would make every variant a new cache entry.
    expect((await visit(`/_next/image?url=${encodeURIComponent(`${url}?v=1`)}&w=640&q=75`)).status).toBe(400)
  })
})

describe('malformed address hash', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('renders the home page for /#100%% (%s)', async (_name, viewport) => {
    const page = await openPage(browser, viewport)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/#100%')
    await page.getByRole('heading', { level: 1, name: 'Your Legacy: Our Commitment' }).waitFor()
    await page.waitForTimeout(500)
    expect(errors).toEqual([])
    expect(await page.getByRole('heading', { level: 1, name: 'Your Legacy: Our Commitment' }).isVisible()).toBe(true)
    expect(await page.getByText('This page could not be shown').count()).toBe(0)
    await page.context().close()
  })
})
