/**
 * What an editor does without a developer, on a production server of its own (port 4861, SMTP to a
 * sink on 4860): links an insight to another through the link drawer's document picker and renames
 * the target (the link follows); adds a header item (seen at 390 and 1440 px, on one line); keeps a
 * redirect (answered before rendering); sends a test of a post's e-mail to themself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { NAV_DEFAULT_ITEMS } from '@/contracts/site-chrome'
import { postSlug } from '@/lib/slug'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { SmtpSink } from '../fixtures/smtp-sink'
import { launchBrowser } from './browser'
import { untilHydrated } from './site'
import { expectSingleLineHeader } from './ui-net'

const PORT = 4861
const BASE = `http://127.0.0.1:${PORT}`
const KEY = 'e2e-editors-admin-key-of-at-least-32-characters'
const EDITOR = { email: 'editor.e2e@example.com', password: 'editor-password-e2e-1' }
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-editors-e2e-'))
/** Screenshots for the report when EDITORS_SHOTS names a folder. */
const shots = process.env.EDITORS_SHOTS
const sink = new SmtpSink()

let server: ProductionServer
let browser: Browser

async function cms<T>(pathname: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/cms-api${pathname}`, {
    method,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.status, text).toBeLessThan(300)
  return JSON.parse(text) as T
}

type Post = { doc: { id: number; title: string } }
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})
const createPost = (title: string) =>
  cms<Post>('/blog-posts', 'POST', {
    title,
    summary: `A summary of ${title}`,
    content: paragraph('Some text.'),
    _status: 'published',
    newsletter: { format: 'none' },
  })

beforeAll(async () => {
  await sink.start(4860)
  server = await startProductionServer({
    port: PORT,
    dataDir,
    env: { ADMIN_API_KEY: KEY, SMTP_URL: 'smtp://127.0.0.1:4860', SITE_URL: BASE, SEED_DEMO: 'false' },
  })
  browser = await launchBrowser()
  await cms('/users', 'POST', { ...EDITOR, name: 'Eddie Editor', role: 'editor' })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sink.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('an editor in /cms', () => {
  it('links an insight to another by reference, renames the target, and the link still leads to it; then sends a test to themself', async () => {
    const target = (await createPost('Family firm margins')).doc
    const source = (await createPost('Where to start')).doc
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: BASE })
    expect((await context.request.post('/cms-api/users/login', { data: EDITOR })).status()).toBe(200)
    const page = await context.newPage()
    await page.goto(`/cms/collections/blog-posts/${source.id}`)
    const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await body.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Read the margins piece', { delay: 10 })
    await page.keyboard.press('Shift+Home')
    await page.locator('.toolbar-popup__button-link').first().click()
    const drawer = page.locator('.drawer--is-open').last()
    await drawer.getByText('Internal Link', { exact: true }).click()
    await drawer.locator('#field-doc').click()
    await page.keyboard.type('Family firm', { delay: 20 })
    await page.locator('.rs__option', { hasText: 'Family firm margins' }).first().click()
    await drawer.locator('.rs__single-value', { hasText: 'Family firm margins' }).waitFor()
    // The drawer's form takes a change in asynchronously (Payload asks the server for the form's new
    // state): a Save pressed before that settles leaves the drawer open, every time on a fresh machine's
    // Chromium 150. As a person would, press it again until the drawer closes.
    await vi.waitFor(
      async () => {
        if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Save' }).click({ timeout: 2_000 })
        await drawer.waitFor({ state: 'detached', timeout: 3_000 })
      },
      { timeout: 30_000, interval: 100 },
    )
    if (shots) await page.screenshot({ path: path.join(shots, 'cms-post-1440.png'), fullPage: true })
    await page.locator('#action-save').click()
    await expect
      .poll(async () => JSON.stringify((await cms<{ content: unknown }>(`/blog-posts/${source.id}?depth=0`)).content))
      .toContain('"linkType":"internal"')

    await cms(`/blog-posts/${target.id}`, 'PATCH', { title: 'Margins, revisited', _status: 'published' })
    const renamed = `/insights/${postSlug('Margins, revisited', target.id)}`
    const sourcePage = `${BASE}/insights/${postSlug(source.title, source.id)}`
    // The rename renders the linking page again (its link now reads the new address).
    await expect.poll(async () => (await fetch(sourcePage)).text(), { timeout: 30_000 }).toContain(`href="${renamed}"`)
    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await visitor.goto(sourcePage)
    const link = visitor.getByRole('link', { name: 'Read the margins piece' })
    expect(await link.getAttribute('href')).toBe(renamed)
    await link.click()
    await visitor.getByRole('heading', { level: 1, name: 'Margins, revisited' }).waitFor()
    await visitor.close()

    // Send a test to me: the post's branded e-mail reaches the editor's own inbox.
    await page.getByRole('button', { name: 'Send a test to me' }).click()
    await page.getByRole('status').filter({ hasText: EDITOR.email }).waitFor()
    const mail = await sink.waitFor((each) => each.to.includes(EDITOR.email), 60_000)
    expect(mail.subject).toBe('Test: New insight: Where to start')
    expect(mail.html).toContain('Strategic Insights')
    expect(mail.html).toContain('#07142a')
    expect(mail.html).toContain(`${BASE}/api/newsletter/click?`)
    expect(mail.text).toContain('Where to start')
    await context.close()
  })

  it('adds a header item, seen on one line at 390 and 1440 px; a redirect answers before any page', async () => {
    await cms('/globals/site-chrome', 'POST', {
      navigation: {
        items: [...NAV_DEFAULT_ITEMS.slice(0, 5), { label: 'Careers', href: '/team' }, NAV_DEFAULT_ITEMS[5]],
      },
    })
    await expect.poll(async () => (await fetch(`${BASE}/`)).text(), { timeout: 30_000 }).toContain('>Careers<')
    for (const width of [1440, 390]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } })
      await page.goto(`${BASE}/`)
      // The page's scripts start after its first paint: the menu button works once React has hydrated.
      await untilHydrated(page)
      const header = page.getByRole('banner').first()
      if (width >= 1280) await header.getByRole('link', { name: 'Careers' }).waitFor()
      else {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Careers' }).waitFor()
        await page.keyboard.press('Escape')
      }
      await expectSingleLineHeader(page)
      if (shots) await page.screenshot({ path: path.join(shots, `site-home-${width}.png`) })
      await page.close()
    }

    await cms('/redirects', 'POST', { from: '/old-campaign', to: { type: 'custom', url: '/contact' }, type: '301' })
    const moved = await fetch(`${BASE}/old-campaign?utm_source=mail`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/contact?utm_source=mail')
    const loop = await fetch(`${BASE}/cms-api/redirects`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/contact', to: { type: 'custom', url: '/old-campaign' }, type: '308' }),
    })
    expect(loop.status).toBe(400)
    expect(await loop.text()).toContain('is a page of this site')
  })
})

describe.runIf(shots)('screenshots for the report (EDITORS_SHOTS)', () => {
  it('shows the dashboard subscribers and post form, and the CMS redirects and navigation, at 390 and 1440 px', async () => {
    await fetch(`${BASE}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ email: 'reader@example.com', sourcePage: '/insights' }),
    })
    for (const width of [390, 1440]) {
      const viewport = { width, height: width < 768 ? 844 : 900 }
      const admin = await browser.newContext({ viewport })
      await admin.addInitScript((key) => window.sessionStorage.setItem('api-key', key), KEY)
      const page = await admin.newPage()
      await page.goto(`${BASE}/admin`)
      await page.getByRole('button', { name: 'Logout' }).waitFor()
      await page.getByRole('tab', { name: 'Insights' }).click()
      await page.getByText('Newsletter subscribers').click()
      await page.getByText('reader@example.com').waitFor()
      await page.screenshot({ path: path.join(shots!, `dashboard-subscribers-${width}.png`), fullPage: true })
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click()
      await page.getByRole('button', { name: 'Preview' }).click()
      await page.getByTestId('post-preview').waitFor()
      await page.screenshot({ path: path.join(shots!, `dashboard-post-form-${width}.png`) })
      await admin.close()

      const editor = await browser.newContext({ viewport, baseURL: BASE })
      await editor.request.post('/cms-api/users/login', { data: EDITOR })
      const cmsPage = await editor.newPage()
      await cmsPage.goto('/cms/collections/redirects')
      await cmsPage.getByText('/old-campaign').first().waitFor()
      await cmsPage.screenshot({ path: path.join(shots!, `cms-redirects-${width}.png`) })
      await cmsPage.goto('/cms/globals/site-chrome')
      await cmsPage.getByText('Header items').first().waitFor()
      await cmsPage.screenshot({ path: path.join(shots!, `cms-navigation-${width}.png`), fullPage: true })
      await editor.close()
    }
  })
})
