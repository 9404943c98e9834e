import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogPost } from '../../src/payload-types'
import { adminKey, baseURL, DESKTOP, launchBrowser } from './browser'
import { cms, openPage, untilPage } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
/** The posts this file creates, deleted afterwards so the site's lists hold only the demo posts again. */
const created: number[] = []
afterAll(async () => {
  await browser?.close()
  for (const id of created) await cms(`/blog-posts/${id}`, 'DELETE')
})

/** A 1200×600 PNG in the CMS's media, with its alt text. */
async function uploadImage(alt: string): Promise<number> {
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#13294d' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], 'margins.png', { type: 'image/png' }))
  form.append('_payload', JSON.stringify({ alt }))
  const upload = await fetch(`${baseURL()}/cms-api/media`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey() },
    body: form,
  })
  expect(upload.status).toBe(201)
  return ((await upload.json()) as { doc: { id: number } }).doc.id
}

describe('a rich insight on the public page', () => {
  it('renders headings, links, lists, a quote, an image, the assessment block, related reading and the CTA', async () => {
    const imageId = await uploadImage('Margins by year')
    const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Reading Margins Like a Buyer',
      summary: 'What a buyer sees in your margins.',
      content: [
        '## What buyers look at',
        'Start with [our assessment](/assessment) or read [the study](https://example.com/study).',
        '- Gross margin\n- Contribution margin',
        '1. Collect\n2. Compare',
        '> Margins tell the story.',
        `![media:${imageId}]()`,
        '### A closer look',
        'Line one\nline two',
        '<assessmentCta heading="Where do your margins stand?"/>',
      ].join('\n\n'),
      tags: ['Succession'],
      isPublished: true,
    })
    created.push(doc.id)
    const page = await openPage(browser, DESKTOP)
    const path = `/insights/reading-margins-like-a-buyer-${doc.id}`
    await untilPage(page, path, async () => (await page.getByRole('heading', { level: 1 }).count()) === 1)
    const body = page.getByTestId('post-content')
    await body.getByRole('heading', { level: 2, name: 'What buyers look at' }).waitFor()
    await body.getByRole('heading', { level: 3, name: 'A closer look' }).waitFor()
    const internal = body.getByRole('link', { name: 'our assessment' })
    expect(await internal.getAttribute('href')).toBe('/assessment')
    expect(await internal.getAttribute('rel')).toBeNull()
    const external = body.getByRole('link', { name: 'the study' })
    expect(await external.getAttribute('href')).toBe('https://example.com/study')
    expect(await external.getAttribute('rel')).toBe('noopener')
    expect(await body.locator('ul > li').allTextContents()).toEqual(['Gross margin', 'Contribution margin'])
    expect(await body.locator('ol > li').allTextContents()).toEqual(['Collect', 'Compare'])
    expect(await body.locator('blockquote').textContent()).toBe('Margins tell the story.')
    const image = body.getByRole('img', { name: 'Margins by year' })
    expect(await image.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fcms-api%2Fmedia%2Ffile%2F/)
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    expect(await body.locator('p', { hasText: 'Line one' }).innerText()).toBe('Line one\nline two')
    await body.getByRole('heading', { name: 'Where do your margins stand?' }).waitFor()

    // Next steps: related reading (the demo's Succession post first); the body's own invitation to the
    // assessment is the article's only one.
    const related = page.getByTestId('related-insights').getByRole('link')
    expect(await related.count()).toBe(3)
    expect(await related.first().textContent()).toContain('Succession Without Surprises')
    const ctas = page.getByTestId('assessment-cta')
    expect(await ctas.count()).toBe(1)
    expect(await ctas.getByRole('link', { name: /Take the Assessment/ }).getAttribute('href')).toBe('/assessment')

    // The feed is named in the head and lists the post.
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(
      /\/insights\/feed\.xml$/,
    )
    const feed = await fetch(`${baseURL()}/insights/feed.xml`)
    expect(feed.headers.get('content-type')).toContain('application/rss+xml')
    await expect
      .poll(async () => (await (await fetch(`${baseURL()}/insights/feed.xml`)).text()).includes(path))
      .toBe(true)
    await page.context().close()
  })

  it("names its authors, links each to the profile that lists the author's insights, and says so in its structured data", async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    await page.getByRole('link', { name: /Succession Without Surprises/ }).click()
    const authors = page.getByTestId('authors')
    await authors.waitFor()
    expect(await authors.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Daniel Whitaker')])
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting')
    expect(article.author).toEqual([expect.objectContaining({ '@type': 'Person', name: 'Daniel Whitaker' })])
    await authors.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === '/team' && url.hash.startsWith('#team-member-'))
    const profile = page.getByRole('dialog', { name: 'Daniel Whitaker' })
    await profile.waitFor()
    await profile.getByRole('heading', { name: 'Insights by Daniel Whitaker' }).waitFor()
    expect(await profile.getByTestId('authored-insights').getByRole('link').allTextContents()).toContain(
      'Succession Without Surprises: Preparing a Family Business for Its Next Chapter',
    )
    await page.context().close()
  })

  it("has one newsletter box on the insights pages, the footer's, that shows the confirmation message", async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    expect(await page.getByTestId('newsletter-signup').count()).toBe(1)
    const box = page.getByRole('contentinfo').getByTestId('newsletter-signup')
    await box.getByRole('button', { name: 'Subscribe' }).and(page.locator(':enabled')).waitFor()
    await box.getByLabel('E-mail address').fill('reader@founders.example')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByRole('status').getByText('Please check your inbox and confirm your subscription.').waitFor()
    await page.getByTestId('post-card').first().getByRole('link').click()
    await page.getByTestId('post-content').waitFor()
    expect(await page.getByTestId('newsletter-signup').count()).toBe(1)
    await page.context().close()
  })

  it('ships no editor code to visitors', async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    await page.getByTestId('post-card').first().getByRole('link').click()
    await page.getByTestId('post-content').waitFor()
    await page.reload()
    await page.waitForLoadState('networkidle')
    const html = await page.content()
    for (const text of [...scripts, html]) expect(text).not.toMatch(/lexical|LexicalEditor|createEditor\(/i)
    await page.context().close()
  })
})
