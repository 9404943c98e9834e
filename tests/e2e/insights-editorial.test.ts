import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Browser, BrowserContext } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LIVE_PREVIEW_BREAKPOINTS } from '../../src/collections/BlogPosts'
import type { AdminBlogPost } from '../../src/contracts/blog-posts'
import type { BlogPost } from '../../src/payload-types'
import { adminApi, loggedInContext, openDashboard, openTab } from './admin-helpers'
import { baseURL, DESKTOP, launchBrowser } from './browser'
import { cms, metaContent, openPage, siteOrigin, untilPage } from './site'

let browser: Browser
let post: BlogPost
let slug: string
const EDITOR = { email: 'editor@example.com', password: 'editor-password-e2e-1' }

beforeAll(async () => {
  browser = await launchBrowser()
  await cms('/users', 'POST', { ...EDITOR, name: 'Eddie Editor', role: 'editor' })
  post = (
    await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Family Capital Explained',
      summary: 'The published summary.',
      content: 'The published paragraph.',
      tags: ['Editorial'],
      isPublished: true,
    })
  ).doc
  created.push(post.id)
  slug = `family-capital-explained-${post.id}`
})
/** The posts this file creates, deleted afterwards so the site's lists hold only the demo posts again. */
const created: (number | string)[] = []
afterAll(async () => {
  await browser?.close()
  for (const id of created) await cms(`/blog-posts/${id}`, 'DELETE')
})

/** A browser signed into /cms as an editor (Payload's session cookie). */
async function editorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), timezoneId: 'UTC' })
  const login = await context.request.post('/cms-api/users/login', { data: EDITOR })
  expect(login.status()).toBe(200)
  return context
}

const visitorSees = async (text: string) => {
  const response = await fetch(`${baseURL()}/insights/${slug}`)
  return (await response.text()).includes(text)
}

describe('an editor changes a published insight', () => {
  it('keeps the change a draft visitors never see, shows it in preview, and publishes it on request', async () => {
    // The editor's change, saved as a draft (what /cms's autosave and Save draft send).
    await cms(`/blog-posts/${post.id}?draft=true`, 'PATCH', { content: 'The draft paragraph.' })
    const visitor = await openPage(browser, DESKTOP)
    await untilPage(
      visitor,
      `/insights/${slug}`,
      async () => (await visitor.getByText('The published paragraph.').count()) === 1,
    )
    await visitor.waitForTimeout(2500)
    await visitor.goto(`/insights/${slug}`)
    expect(await visitor.getByText('The draft paragraph.').count()).toBe(0)
    expect(await visitor.getByTestId('preview-banner').count()).toBe(0)

    // Preview from the CMS: the session opens draft mode and the latest draft.
    const editor = await editorContext()
    const page = await editor.newPage()
    const landed = await page.goto(`/api/preview?id=${post.id}`)
    expect(new URL(page.url()).pathname).toBe(`/insights/${slug}`)
    await page.getByText('The draft paragraph.').waitFor()
    const banner = page.getByTestId('preview-banner')
    expect(await banner.textContent()).toContain('Preview')
    expect(landed!.headers()['cache-control']).toContain('no-store')
    expect(await metaContent(page, 'meta[name="robots"]')).toContain('noindex')

    // Visitors, meanwhile, still read the published version: the preview was never cached.
    expect(await visitorSees('The published paragraph.')).toBe(true)
    expect(await visitorSees('The draft paragraph.')).toBe(false)

    // Exit preview: back to what visitors see.
    await banner.getByRole('link', { name: 'Exit preview' }).click()
    await page.waitForURL((url) => url.pathname === `/insights/${slug}`)
    await page.getByText('The published paragraph.').waitFor()
    expect(await page.getByTestId('preview-banner').count()).toBe(0)
    await editor.close()

    // The dashboard publishes the latest version.
    const [latest] = (await adminApi<AdminBlogPost[]>('/api/blog/posts')).filter((p) => p.id === post.id)
    expect(latest).toMatchObject({ content: 'The draft paragraph.', isPublished: true, hasUnpublishedChanges: true })
    await adminApi(`/api/blog/posts/${post.id}`, 'PUT', { isPublished: true })
    await untilPage(
      visitor,
      `/insights/${slug}`,
      async () => (await visitor.getByText('The draft paragraph.').count()) === 1,
    )
    await visitor.context().close()
  })

  it('refuses a preview without a session or the key: a 404 with nothing of the draft', async () => {
    await cms(`/blog-posts/${post.id}?draft=true`, 'PATCH', { content: 'A secret draft.' })
    const attempts: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }, { cookie: 'payload-token=forged' }]
    for (const headers of attempts) {
      const response = await fetch(`${baseURL()}/api/preview?id=${post.id}`, { headers, redirect: 'manual' })
      expect(response.status).toBe(404)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.text()).toBe('Not Found')
    }
    expect(await visitorSees('A secret draft.')).toBe(false)
  })

  it("opens the dashboard's Preview in a new tab, and a normal visit loads no preview code", async () => {
    const context = await loggedInContext(browser)
    const dashboard = await openDashboard(context)
    await openTab(dashboard, 'Insights')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      dashboard.getByRole('button', { name: 'Preview Family Capital Explained' }).click(),
    ])
    await tab.waitForURL((url) => url.pathname === `/insights/${slug}`)
    await tab.getByText('A secret draft.').waitFor()
    await tab.getByTestId('preview-banner').waitFor()
    await context.close()

    // Visitors' pages load no preview code; the preview's live-reload script is inline, in preview only.
    const visit = async (preview: boolean) => {
      const ctx = await (preview ? editorContext() : browser.newContext({ baseURL: baseURL() }))
      const page = await ctx.newPage()
      const scripts: string[] = []
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url())
      })
      await page.goto(preview ? `/api/preview?id=${post.id}` : `/insights/${slug}`)
      await page.waitForLoadState('networkidle')
      const html = await page.content()
      await ctx.close()
      return { scripts, html }
    }
    const normal = await visit(false)
    const previewed = await visit(true)
    expect(normal.html).not.toContain('payload-document-event')
    expect(previewed.html).toContain('payload-document-event')
    expect(previewed.scripts.filter((url) => !normal.scripts.includes(url))).toEqual([])
    for (const url of normal.scripts) expect(await (await fetch(url)).text()).not.toContain('payload-document-event')
  })
})

describe('the CMS', () => {
  it("shows a post's draft live beside the form, at the chosen width", async () => {
    const editor = await editorContext()
    const page = await editor.newPage()
    await page.goto(`/cms/collections/blog-posts/${post.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const frame = page.frameLocator('iframe')
    await frame.getByTestId('preview-banner').waitFor()
    expect(await frame.locator('[data-testid="post-content"]').textContent()).toBeTruthy()
    // The toolbar offers the site's phone and tablet widths; the frame takes the one chosen.
    for (const { label, width } of LIVE_PREVIEW_BREAKPOINTS.slice(0, 2)) {
      await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
      await page.getByRole('button', { name: label, exact: true }).click()
      await expect.poll(() => page.locator('iframe').evaluate((frame) => frame.clientWidth)).toBe(width)
    }
    await editor.close()
  })
})

describe("the CMS's Preview button and Publish menu", () => {
  it('open the draft in a new tab, and schedule the publishing for a chosen time', async () => {
    const editor = await editorContext()
    const page = await editor.newPage()
    await page.goto(`/cms/collections/blog-posts/${post.id}`)
    const [preview] = await Promise.all([editor.waitForEvent('page'), page.locator('#preview-button').click()])
    await preview.waitForURL((url) => url.pathname === `/insights/${slug}`)
    await preview.getByTestId('preview-banner').waitFor()

    await page.locator('#action-save-popup button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    await page.getByText(`Schedule publish for ${post.title}`).waitFor()
    const at = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
    at.setUTCHours(9, 0, 0, 0)
    const typed = at.toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    })
    const input = page.locator('.date-time-picker input').last()
    // The picker's own format, 'MMM d, yyy h:mm a', in the browser's time zone (UTC, see editorContext).
    await input.fill(typed.replace(/, (\d+):/, ' $1:'))
    await input.press('Enter')
    await page.getByRole('button', { name: 'Save', exact: true }).last().click()
    await page.getByText('Scheduled successfully').waitFor()

    // The drawer lists the event as the server stored it, and takes it back.
    const upcoming = page.locator('.schedule-publish table')
    await upcoming.getByText(format(new TZDate(at, 'UTC'), 'MMMM do yyyy, h:mm a')).waitFor()
    await upcoming.locator('.schedule-publish__delete').click()
    await page.getByText('No upcoming events scheduled.').waitFor()
    await editor.close()
  })
})

describe("the CMS's own edit form", () => {
  it('autosaves a draft through /cms-api as a multipart form, which the REST guard checks and lets through', async () => {
    const editor = await editorContext()
    const page = await editor.newPage()
    await page.goto(`/cms/collections/blog-posts/${post.id}`)
    const [save] = await Promise.all([
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/cms-api/blog-posts/${post.id}` &&
          response.request().method() === 'PATCH',
      ),
      page.locator('#field-summary').fill('The summary saved from the form.'),
    ])
    expect(save.request().headers()['content-type']).toContain('multipart/form-data')
    expect(save.status()).toBe(200)
    const draft = await cms<BlogPost>(`/blog-posts/${post.id}?draft=true`)
    expect(draft.summary).toBe('The summary saved from the form.')
    await editor.close()
  })
})

describe('scheduled publishing', () => {
  it("publishes a draft at its 'Publish at' time: page and sitemap follow within a minute", async () => {
    const draft = await adminApi<AdminBlogPost>('/api/blog/posts', 'POST', {
      title: 'Scheduled Outlook',
      summary: 'Goes live by itself.',
      content: 'Scheduled content.',
      tags: [],
      isPublished: false,
      publishedAt: null,
      publishAt: new Date(Date.now() + 4000).toISOString(),
    })
    created.push(draft.id)
    const path = `/insights/scheduled-outlook-${draft.id}`
    expect((await fetch(`${baseURL()}${path}`)).status).toBe(404)
    const visitor = await openPage(browser, DESKTOP)
    await untilPage(visitor, path, async () => (await visitor.getByText('Scheduled content.').count()) === 1, 60_000)
    await untilPage(visitor, '/sitemap.xml', async () => (await visitor.content()).includes(path), 30_000)
    await visitor.context().close()
  })
})

describe('share cards and SEO', () => {
  it('gives each post its own 1200×630 card, title and description', async () => {
    await cms(`/blog-posts/${post.id}`, 'PATCH', {
      meta: { title: 'Family capital, explained <b>simply</b>', description: 'What a family office looks for.' },
    })
    const page = await openPage(browser, DESKTOP)
    await untilPage(
      page,
      `/insights/${slug}`,
      async () => (await page.title()) === 'Family capital, explained <b>simply</b>',
    )
    expect(await metaContent(page, 'meta[name="description"]')).toBe('What a family office looks for.')
    const image = await metaContent(page, 'meta[property="og:image"]')
    expect(image).toBe(`${siteOrigin()}/insights/${slug}/share-image`)
    expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(image)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin()}/insights/${slug}`)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const jsonLd = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting')
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', image })
    await page.context().close()

    const card = await fetch(`${baseURL()}/insights/${slug}/share-image`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await card.arrayBuffer())
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })

  it('moves an old slug to the current one with a single Location header', async () => {
    const response = await fetch(`${baseURL()}/insights/old-title-${post.id}`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe(`/insights/${slug}`)
  })
})
