import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContactInquiry } from '../../src/payload-types'
import { INQUIRY_TYPE_FORM_LABELS, INQUIRY_TYPES } from '../../src/contracts/enumerations'
import { INDUSTRIES } from '../../src/lib/assessment/options'
import { QUESTIONS } from '../../src/lib/assessment/questions'
import { adminApi, assessmentBody } from './admin-helpers'
import { baseURL, DESKTOP, launchBrowser } from './browser'
import { cms, metaContent, openPage, siteOrigin, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const SENT =
  "Thank you for entrusting us with your time. We don't take your time lightly and will get back to you shortly."

/** The contact form (the footer's newsletter box also has an `email` field). */
const contactForm = (page: Page) => page.locator('section#contact form')

async function fillForm(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    website: 'analytical.example',
    message: 'We are a family-run clinic group looking for a growth partner.',
    ...overrides,
  }
  for (const [name, value] of Object.entries(values)) await contactForm(page).locator(`[name="${name}"]`).fill(value)
  await page.getByLabel('Industry').selectOption('Healthcare')
  await page.getByLabel('Inquiry Type').selectOption('partnership')
}

/** Waits for the toast with this title and text. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title })
  await toast.waitFor()
  expect(await toast.textContent()).toBe(`${title}${description}`)
}

/** Records what the page posts to /api/contact and answers it after `delayMs`. */
async function interceptContact(page: Page, status: number, delayMs = 0) {
  const bodies: Record<string, unknown>[] = []
  await page.route('**/api/contact', async (route: Route) => {
    bodies.push(route.request().postDataJSON())
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.fulfill({
      status,
      contentType: status < 300 ? 'application/json' : 'text/plain',
      body: status < 300 ? '{"id":1}' : 'Server error',
    })
  })
  return bodies
}

describe.each(VIEWPORTS)('contact page (%s)', (_name, viewport) => {
  it('sets its title, description, social tags, canonical and ContactPage data', async () => {
    const page = await openPage(browser, viewport, '/contact')
    expect(await page.title()).toBe('Contact Us | Keystone Legacy Partners')
    const description = await metaContent(page, 'meta[name="description"]')
    expect(description).toMatch(/growth capital/)
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe('Contact Us | Keystone Legacy Partners')
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description)
    expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${siteOrigin()}/contact`)
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${siteOrigin()}/social-card.png`)
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await metaContent(page, 'meta[name="twitter:title"]')).toBe('Contact Us | Keystone Legacy Partners')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin()}/contact`)
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = data.map((json) => JSON.parse(json)['@type'])
    expect(types).toEqual(expect.arrayContaining(['ContactPage', 'Organization']))
    expect(await page.locator('section#contact form').count()).toBe(1)
    await page.context().close()
  })

  it('offers every industry, the three inquiry types and hides the anti-spam traps', async () => {
    const page = await openPage(browser, viewport, '/contact')
    const industries = await page.getByLabel('Industry').locator('option:not([disabled])').allTextContents()
    expect(industries).toEqual([...INDUSTRIES])
    expect(industries).toHaveLength(54)
    const types = await page
      .getByLabel('Inquiry Type')
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent]))
    expect(types).toEqual(INQUIRY_TYPES.map((type) => [type, INQUIRY_TYPE_FORM_LABELS[type]]))
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email')

    for (const name of ['url', 'honeypot', 'website_url']) {
      const trap = contactForm(page).locator(`input[name="${name}"]`)
      expect(await trap.getAttribute('tabindex')).toBe('-1')
      expect(await trap.evaluate((input) => Boolean(input.closest('[aria-hidden="true"]')))).toBe(true)
      const box = await trap.boundingBox()
      expect(box === null || box.x + box.width <= 0).toBe(true)
    }
    const focused = new Set<string>()
    await page.getByLabel('First Name').focus()
    for (let i = 0; i < 12; i += 1) {
      focused.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
      await page.keyboard.press('Tab')
    }
    expect(focused.has('message')).toBe(true)
    for (const name of ['url', 'honeypot', 'website_url']) expect(focused.has(name)).toBe(false)
    await page.context().close()
  })

  it('says Missing Information when required fields are empty, and sends nothing', async () => {
    const page = await openPage(browser, viewport, '/contact')
    const bodies = await interceptContact(page, 201)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields')
    expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Website', { exact: true }).getAttribute('aria-invalid')).toBeNull()
    await fillForm(page, { message: '   ' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForTimeout(300)
    expect(await contactForm(page).locator('textarea[name="message"]').getAttribute('aria-invalid')).toBe('true')
    expect(bodies).toHaveLength(0)
    await page.context().close()
  })
})

describe('contact form against a stubbed endpoint', () => {
  it('keeps Send Message disabled until the page is interactive, so an early press puts nothing in the address', async () => {
    // A page of its own: openPage's visits wait for hydration, which never comes here.
    const page = await (await browser.newContext({ viewport: DESKTOP, baseURL: baseURL() })).newPage()
    // The page as it is before its scripts run: its server HTML only.
    await page.route('**/_next/static/chunks/**', (route: Route) => route.abort())
    await page.goto('/contact')
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.waitFor()
    expect(await send.isDisabled()).toBe(true)
    await fillForm(page)
    await contactForm(page).locator('[name="email"]').press('Enter')
    await page.waitForTimeout(500)
    expect(new URL(page.url()).search).toBe('')

    await page.unroute('**/_next/static/chunks/**')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await send.isEnabled()).toBe(true)
    await page.context().close()
  })

  it('reads Sending... while sending, then clears the form, resets the start time, tracks and thanks', async () => {
    const page = await openPage(browser, DESKTOP)
    const tracked: string[] = []
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/events')) return
      const { name } = JSON.parse(request.postData() ?? '{}') as { name?: string }
      if (name !== 'pageview') tracked.push(String(name))
    })
    const loadedAt = Date.now()
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    const bodies = await interceptContact(page, 201, 800)
    await fillForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await sending.waitFor()
    expect(await sending.isDisabled()).toBe(true)
    await expectToast(page, 'Message Sent', SENT)
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true)

    expect(bodies[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      website: 'analytical.example',
      industry: 'Healthcare',
      inquiryType: 'partnership',
      message: 'We are a family-run clinic group looking for a growth partner.',
      url: '',
      honeypot: '',
      website_url: '',
      formStartTime: expect.any(Number),
      // The first touch of this visit, for lead attribution: a direct visit that entered on /contact.
      attribution: { source: '', medium: '', campaign: '', entryPage: '/contact', referrerHost: '' },
    })
    const firstStart = bodies[0].formStartTime as number
    expect(firstStart).toBeGreaterThanOrEqual(loadedAt)
    for (const name of ['firstName', 'lastName', 'email', 'website', 'message', 'industry', 'inquiryType']) {
      expect(await contactForm(page).locator(`[name="${name}"]`).inputValue()).toBe('')
    }
    await expect.poll(() => tracked).toEqual(['contact_submitted'])

    await fillForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: 'Sending...' }).waitFor()
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    expect(bodies[1].formStartTime as number).toBeGreaterThan(firstStart)
    await page.context().close()
  })

  it('shows the error message and keeps the form when the request fails', async () => {
    const page = await openPage(browser, DESKTOP, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    const bodies = await interceptContact(page, 500, 300)
    await fillForm(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: 'Sending...' }).waitFor()
    await expectToast(page, 'Error', 'Failed to send message. Please try again.')
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada')
    expect(bodies).toHaveLength(1)
    await page.context().close()
  })
})

describe('contact form against the real endpoint', () => {
  it('stores the inquiry', async () => {
    const page = await openPage(browser, DESKTOP, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    await page.waitForTimeout(5000)
    const email = `e2e-${Date.now()}@example.com`
    await fillForm(page, { email, firstName: 'Grace' })
    const response = page.waitForResponse('**/api/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await response).status()).toBe(201)
    await expectToast(page, 'Message Sent', SENT)
    const { docs } = await cms<{ docs: ContactInquiry[] }>(
      `/contact-inquiries?where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Lovelace',
      industry: 'Healthcare',
      inquiryType: 'partnership',
      website: 'analytical.example',
    })
    await page.context().close()
  })
})

describe('the contact form filled in from an assessment', () => {
  it('is empty after "Message Sent", not filled in again for a second send', async () => {
    const { resultsPath } = await adminApi<{ resultsPath: string }>(
      '/api/assessments',
      'POST',
      assessmentBody({
        businessName: 'Refill Roasters',
        contactName: 'Rae Refill',
        contactEmail: 'rae@refill.example',
        industry: 'Healthcare',
        totalScore: undefined,
        answers: Object.fromEntries(QUESTIONS.map((question) => [question.id, 3])),
      }),
    )
    const page = await openPage(browser, DESKTOP, `${resultsPath}/contact`)
    const form = page.getByRole('form', { name: 'Contact form' })
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    expect(await form.getByLabel('Message').inputValue()).toMatch(/^I completed the business assessment/)
    await form.getByLabel('Inquiry Type').selectOption('partnership')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Message Sent', SENT)
    for (const name of ['firstName', 'lastName', 'email', 'website', 'message', 'industry', 'inquiryType']) {
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('')
    }
    await page.context().close()
  })
})
