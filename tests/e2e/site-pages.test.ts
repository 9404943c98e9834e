import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoPosts } from '../../src/seed/demo-content'
import { baseURL, launchBrowser } from './browser'
import { openPage, siteOrigin, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const DISCLAIMER_HEADINGS = [
  '1. Informational Purposes Only',
  '2. No Offer, Solicitation or Professional Relationship',
  '3. Forward-Looking Statements',
  '4. Accuracy of Information',
  '5. Third-Party Links',
  '6. Intellectual Property',
  '7. Business Assessment Tool Disclaimers',
  '8. Limitation of Liability',
  '9. Indemnification',
  '10. Updates to This Disclaimer',
  '11. Governing Law',
]

describe.each(VIEWPORTS)('disclaimer and 404 (%s)', (_name, viewport) => {
  it('shows the disclaimer date and its eleven sections in order, governed by Texas law', async () => {
    const page = await openPage(browser, viewport, '/disclaimer')
    await page.getByText('Last updated July 5, 2025').waitFor()
    // Trimmed: the CMS forms test saves each form with a trailing space added to its first text field.
    expect((await page.locator('main h2').allTextContents()).map((text) => text.trim())).toEqual(DISCLAIMER_HEADINGS)
    const governingLaw = await page
      .locator('section', { has: page.getByRole('heading', { name: '11. Governing Law' }) })
      .textContent()
    expect(governingLaw).toContain('the laws of the State of Texas')
    expect(await page.locator('main').textContent()).toContain('Keystone Legacy Partners')
    await page.context().close()
  })

  it.each(['/no-such-page', '/insights/a/b', '/team/extra'])('answers %s with the 404 page', async (path) => {
    const page = await openPage(browser, viewport)
    const response = await page.goto(path)
    expect(response!.status()).toBe(404)
    expect(await page.title()).toBe('404 Page Not Found')
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
    await page.getByText('Did you forget to add the page to the router?').waitFor()
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/)
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    await page.context().close()
  })
})

describe('sitemap and robots', () => {
  it('lists the public pages, the assessment and every published post', async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`)
    expect(response.status).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of [
      '/',
      '/team',
      '/insights',
      '/contact',
      '/assessment',
      '/disclaimer',
      '/portfolio',
      '/privacy',
    ]) {
      expect(urls).toContain(`${siteOrigin()}${path}`)
    }
    const postUrls = urls.filter((url) => url.includes('/insights/'))
    for (const post of demoPosts.filter((demo) => demo.isPublished)) {
      expect(postUrls.some((url) => url.includes(post.title.toLowerCase().split(' ')[0]))).toBe(true)
    }
    expect(postUrls.some((url) => url.includes('building-a-board'))).toBe(false)
  })

  it('disallows the admin, CMS and API paths and points to the sitemap', async () => {
    const response = await fetch(`${baseURL()}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    for (const path of ['/admin', '/cms', '/api']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`)
  })

  it('serves the favicon and the social image', async () => {
    const page = await openPage(browser, VIEWPORTS[0][1], '/')
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    for (const url of [new URL(icon!, baseURL()).href, image!.replace(siteOrigin(), baseURL())]) {
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
    }
    await page.context().close()
  })
})
