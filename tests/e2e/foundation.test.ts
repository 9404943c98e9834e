import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminKey, baseURL, launchBrowser } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the production server on a fresh database', () => {
  it('serves the home page with the seeded team in Chromium', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(baseURL())
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Your Legacy: Our Commitment').first().isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('serves the CMS login at /cms in Chromium', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseURL()}/cms`)
    await page.waitForURL(/\/cms\/login/)
    await page.locator('input[name="email"]').waitFor()
    expect(await page.locator('input[name="password"]').count()).toBe(1)
    await context.close()
  })

  it('answers Payload REST under /cms-api, with access rules; GraphQL is switched off', async () => {
    // Anonymous callers reach only the sign-in routes and media files; staff read the rest.
    expect((await fetch(`${baseURL()}/cms-api/blog-posts?limit=100`)).status).toBe(403)
    const posts = await fetch(`${baseURL()}/cms-api/blog-posts?limit=100&where[isPublished][equals]=true`, {
      headers: { 'x-api-key': adminKey() },
    })
    expect(posts.status).toBe(200)
    const body = (await posts.json()) as { docs: { isPublished: boolean }[] }
    expect(body.docs.length).toBeGreaterThan(0)
    expect(body.docs.every((post) => post.isPublished)).toBe(true)
    expect((await fetch(`${baseURL()}/cms-api/assessments`)).status).toBe(403)
    const withKey = await fetch(`${baseURL()}/cms-api/assessments`, { headers: { 'x-api-key': adminKey() } })
    expect(withKey.status).toBe(200)
    const graphql = (headers: Record<string, string>) =>
      fetch(`${baseURL()}/cms-api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ BlogPosts { totalDocs } }' }),
      })
    expect((await graphql({})).status).toBe(403)
    expect((await graphql({ 'x-api-key': adminKey() })).status).toBe(404)
  })

  it.each([
    '/api/blog-posts',
    '/api/users/me',
    '/api/assessments?depth=5',
    '/api/graphql',
    '/api/globals/site-settings',
  ])('has nothing of Payload under %s', async (path) => {
    const response = await fetch(`${baseURL()}${path}`, { headers: { 'x-api-key': adminKey() } })
    const text = await response.text()
    expect(text).not.toMatch(/"docs"\s*:|"totalDocs"|"errors"\s*:\s*\[|"firmName"/)
  })

  it('validates the admin key it was started with', async () => {
    const ok = await fetch(`${baseURL()}/api/admin/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ apiKey: adminKey() }),
    })
    expect(ok.status).toBe(200)
  })

  it('sends the security headers on pages and API responses', async () => {
    for (const path of ['/', '/api/admin/validate', '/cms-api/blog-posts']) {
      const response = await fetch(`${baseURL()}${path}`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    const cms = await fetch(`${baseURL()}/cms/login`)
    expect(cms.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })
})
