/**
 * Every form in /cms saves what it shows: each global's and each collection's edit view (its first
 * document, or its create view when it has none), one text field changed, Save, and no error toast.
 * The same page also checks two CMS defects: the monogram fits the breadcrumb, and a never-published
 * draft's Schedule drawer opens on Publish in the site's time zone.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adminApi, assessmentBody } from './admin-helpers'
import { adminKey, baseURL, DESKTOP, launchBrowser } from './browser'
import { cms } from './site'

const EDITOR = { email: 'forms-admin@cms.example', password: 'a-long-enough-password-3' }

let browser: Browser
let page: Page

/** Documents of the collections the demo content leaves empty, made as the product makes them. */
async function fillEmptyCollections() {
  const { id } = await adminApi<{ id: number }>(
    '/api/assessments',
    'POST',
    assessmentBody({ businessName: 'Forms Co' }),
  )
  await adminApi(`/api/assessments/${id}/notes`, 'POST', { text: 'Called the founder.' })
  await adminApi(`/api/assessments/${id}/reply`, 'POST', { subject: 'Your assessment', text: 'Thank you.' })
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': adminKey(), 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify(body),
    })
  expect((await post('/api/newsletter', { email: 'forms.reader@example.com' })).status).toBe(202)
  const inquiry = {
    firstName: 'Fay',
    lastName: 'Forms',
    email: 'fay.forms@example.com',
    industry: 'Retail',
    inquiryType: 'general',
    message: 'Hello.',
    formStartTime: Date.now() - 10_000,
  }
  expect((await post('/api/contact', inquiry)).status).toBe(201)
  expect((await post('/api/personal-data/export', { email: 'forms.reader@example.com' })).status).toBe(200)
}

beforeAll(async () => {
  await cms('/users', 'POST', { ...EDITOR, name: 'Fran Forms', role: 'admin' })
  await fillEmptyCollections()
  browser = await launchBrowser()
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL() })
  expect((await context.request.post('/cms-api/users/login', { data: EDITOR })).status()).toBe(200)
  page = await context.newPage()
})
afterAll(() => browser?.close())

/** The edit views the CMS's navigation links to: a global's, or a collection's first document (else its list, empty). */
async function editViews(): Promise<string[]> {
  await page.goto('/cms')
  const links = await page
    .locator('a[href^="/cms/collections/"], a[href^="/cms/globals/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  const views = new Set<string>()
  for (const href of new Set(links.map((link) => link.split('?')[0]))) {
    const [, , kind, slug] = href.split('/')
    if (kind === 'globals') views.add(href)
    else {
      const { docs } = await cms<{ docs: { id: number }[] }>(`/${slug}?limit=1&depth=0&select[id]=true`)
      views.add(`/cms/collections/${slug}${docs[0] ? `/${docs[0].id}` : ''}`)
    }
  }
  return [...views]
}

/** Changes the first visible, editable text field that holds no address (a URL or e-mail has its own rules); its name, or null. */
async function changeOneTextField() {
  const fields = page.locator(
    '.document-fields .field-type.text input:not([readonly]):not([disabled]), .document-fields .field-type.textarea textarea:not([readonly]):not([disabled])',
  )
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index)
    const value = await field.inputValue()
    if (!(await field.isVisible()) || /^(https?:|\/|mailto:)|@/.test(value)) continue
    // A trailing space is a change to save that leaves what later tests read (names, headings) as it was.
    const edited = value ? `${value} ` : 'Edited'
    await field.fill(edited)
    await expect.poll(() => field.inputValue()).toBe(edited)
    return { name: (await field.getAttribute('name')) ?? (await field.getAttribute('id')), field, value }
  }
  return null
}

/**
 * Waits for the save's toast, the first one not read yet, and marks it read (so the next save does not
 * wait for it to fade, several seconds each); its text when it is an error, else null.
 */
async function nextToastError(): Promise<string | null> {
  const toast = page.locator('.payload-toast-item:is(.toast-success, .toast-error):not([data-read])').first()
  await toast.waitFor()
  const error = (await toast.getAttribute('class'))?.includes('toast-error') ? await toast.innerText() : null
  await toast.evaluate((element) => element.setAttribute('data-read', ''))
  return error
}

describe('/cms', () => {
  it('saves every global and collection with one text field changed, without an error toast', async () => {
    const views = await editViews()
    expect(views).toContain('/cms/globals/site-settings')
    const outcomes: string[] = []
    for (const view of views) {
      await page.goto(view)
      // A collection still empty shows its list (some are written only by the product, never created here).
      if (!/\/globals\/|\/\d+$/.test(view)) {
        await page.locator('.collection-list').first().waitFor()
        continue
      }
      await page.locator('.document-fields').first().waitFor()
      // A value typed before the form has hydrated is reset by it (then saved empty): wait for it to settle.
      await page.waitForLoadState('networkidle')
      const changed = await changeOneTextField()
      // A draft is saved as a draft: publishing one would change what later tests read (the sitemap).
      const draft = page.locator('#action-save-draft')
      const save = (await draft.count()) ? draft : page.locator('#action-save, #action-publish').first()
      // Read-only views (the audit log, a lead's notes) have nothing to save.
      if (!(await save.count()) || (await save.isDisabled())) continue
      await save.click()
      const error = await nextToastError()
      if (error) outcomes.push(`${view} (${changed?.name ?? 'nothing changed'}): ${error}`)
      // Saved back as it was: later test files read these names and headings.
      if (!changed?.value) continue
      await changed.field.fill(changed.value)
      await expect.poll(() => changed.field.inputValue()).toBe(changed.value)
      await save.click()
      expect(await nextToastError()).toBeNull()
      // Reloaded, the form shows what was saved back.
      await page.reload()
      await page.locator('.document-fields').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await changed.field.inputValue(), view).toBe(changed.value)
    }
    expect(outcomes).toEqual([])
    // Every form is saved twice (changed, then as it was).
  }, 300_000)

  it('saves site settings with only the booking URL set and no notification e-mail', async () => {
    await page.goto('/cms/globals/site-settings')
    const booking = page.locator('input[name="bookingUrl"]')
    await booking.fill('https://cal.example/forms-firm')
    await page.locator('#action-save').click()
    await page.locator('.payload-toast-item.toast-success').waitFor()
    const settings = await cms<{ bookingUrl: string; notificationEmails: unknown[] }>('/globals/site-settings')
    expect(settings.bookingUrl).toBe('https://cal.example/forms-firm')
    expect(settings.notificationEmails).toEqual([])
  })

  it('shows the monogram whole in the breadcrumb, and a draft never published schedules Publish in SITE_TIMEZONE', async () => {
    const { doc } = await cms<{ doc: { id: number } }>('/blog-posts?draft=true', 'POST', {
      title: 'Scheduled in the CMS',
      summary: 'A draft for the Schedule drawer.',
      content: 'Body text.',
      _status: 'draft',
    })
    await page.goto(`/cms/collections/blog-posts/${doc.id}`)
    await page.locator('.document-fields').first().waitFor()
    // The breadcrumb can render after the fields, and render again (a box read in between is null):
    // the boxes are read until both are on screen.
    const [icon, home] = await vi.waitFor(
      async () => {
        const boxes = await Promise.all(
          ['.step-nav__home .cms-brand-icon', '.step-nav__home'].map((selector) =>
            page.locator(selector).boundingBox(),
          ),
        )
        if (boxes[0] === null || boxes[1] === null) throw new Error('the breadcrumb is not on screen yet')
        return [boxes[0], boxes[1]]
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(icon.width).toBeLessThanOrEqual(home.width)
    expect(icon.height).toBeLessThanOrEqual(home.height)

    await page
      .locator('.doc-controls__controls .popup__trigger-wrap button, .doc-controls__controls .popup-button')
      .last()
      .click()
    await page.getByText('Schedule Publish').click()
    const drawer = page.locator('.schedule-publish')
    await drawer.waitFor()
    expect(await drawer.getByRole('radio', { name: 'Publish', exact: true }).isChecked()).toBe(true)
    // SITE_TIMEZONE is unset in the tests: America/Chicago.
    expect(await drawer.getByText('Central Time (US & Canada)').count()).toBe(1)
  })
})
