import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogPost } from '../../src/payload-types'
import { adminKey, baseURL, DESKTOP, launchBrowser } from './browser'
import { cms, openPage, untilPage } from './site'

let browser: Browser
const EDITOR = { email: 'writer@example.com', password: 'writer-password-e2e-1' }
const created: number[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  await cms('/users', 'POST', { ...EDITOR, name: 'Wendy Writer', role: 'editor' })
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#7a5a1e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], 'board-meeting.png', { type: 'image/png' }))
  form.append('_payload', JSON.stringify({ alt: 'A board meeting' }))
  const upload = await fetch(`${baseURL()}/cms-api/media`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey() },
    body: form,
  })
  expect(upload.status).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  // The closed browser left the editor's lock on the post: an admin clears it before deleting.
  for (const id of created) {
    await cms(`/payload-locked-documents?where[document.value][equals]=${id}`, 'DELETE')
    await cms(`/blog-posts/${id}`, 'DELETE')
  }
})

/** Types into the body's Lexical editor; its Markdown shortcuts make headings, lists and links. */
async function type(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 10 })
}

describe('an editor writes an insight in /cms', () => {
  it('with a heading, a link, a list and an image, publishes it, and a visitor sees them rendered', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), timezoneId: 'UTC' })
    expect((await context.request.post('/cms-api/users/login', { data: EDITOR })).status()).toBe(200)
    const page = await context.newPage()
    await page.goto('/cms/collections/blog-posts/create')
    await page.locator('#field-title').fill('Written in the CMS')
    await page.locator('#field-summary').fill('An article an editor wrote in the rich text editor.')

    const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await body.click()
    await type(page, '## Board basics')
    await page.keyboard.press('Enter')
    await type(page, 'Read [the guide](https://example.com/guide) first.')
    await page.keyboard.press('Enter')
    await type(page, '- Meet quarterly')
    await page.keyboard.press('Enter')
    await type(page, 'Send materials early')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await type(page, '/upload')
    await page
      .locator('.slash-menu-popup__item', { hasText: /upload/i })
      .first()
      .click()
    const drawer = page.locator('.drawer--is-open').last()
    await drawer.getByText('board-meeting.png').first().click()
    await body.locator('img, .lexical-upload').first().waitFor()

    await page.locator('#action-save').click()
    await page.waitForURL((url) => /\/cms\/collections\/blog-posts\/\d+/.test(url.pathname))
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    created.push(id)
    await expect.poll(async () => (await cms<BlogPost>(`/blog-posts/${id}`))._status).toBe('published')
    await context.close()

    const visitor = await openPage(browser, DESKTOP)
    await untilPage(
      visitor,
      `/insights/written-in-the-cms-${id}`,
      async () => (await visitor.getByTestId('post-content').count()) === 1,
    )
    const content = visitor.getByTestId('post-content')
    await content.getByRole('heading', { level: 2, name: 'Board basics' }).waitFor()
    const link = content.getByRole('link', { name: 'the guide' })
    expect(await link.getAttribute('href')).toBe('https://example.com/guide')
    expect(await link.getAttribute('rel')).toBe('noopener')
    expect(await content.locator('ul > li').allTextContents()).toEqual(['Meet quarterly', 'Send materials early'])
    expect(await content.getByRole('img', { name: 'A board meeting' }).getAttribute('src')).toContain(
      '/_next/image?url=',
    )
    await visitor.context().close()
  })
})
