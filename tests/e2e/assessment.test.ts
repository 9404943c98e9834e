import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { QUESTIONS } from '@/lib/assessment/questions'
import { scoreAnswers } from '@/lib/assessment/scoring'

import { loggedInContext, openDashboard } from './admin-helpers'
import { adminKey, axeViolations, baseURL, DESKTOP, launchBrowser, MOBILE } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

let clientNumber = 0

/** A browser context with its own client address (the API limits submissions per address) and a tracker spy. */
async function newVisitor(viewport: { width: number; height: number }): Promise<BrowserContext> {
  clientNumber += 1
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${clientNumber + Math.floor(Math.random() * 200)}` },
  })
  // Records business events, still passing them on to the analytics tracker when it defines window.trackEvent.
  await context.addInitScript(() => {
    const events: string[] = []
    let tracker: ((name: string) => void) | undefined
    Object.defineProperty(window, 'trackedEvents', { value: events })
    Object.defineProperty(window, 'trackEvent', {
      configurable: true,
      get: () => (name: string) => {
        events.push(name)
        tracker?.(name)
      },
      set: (next: (name: string) => void) => {
        tracker = next
      },
    })
  })
  return context
}

/** A new visitor on `path`; `startedAt` is when the page had hydrated (the form's clock starts then). */
async function visit(viewport: { width: number; height: number }, path = '/assessment') {
  const context = await newVisitor(viewport)
  const page = await context.newPage()
  const response = await page.goto(`${baseURL()}${path}`)
  // The form works once hydrated, and the page's scripts start after its first paint.
  await page.waitForLoadState('networkidle')
  const startedAt = Date.now()
  return { context, page, response, startedAt }
}

const details = (name: string) => ({
  businessName: name,
  contactName: 'Ana Hartwell',
  contactEmail: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  businessWebsite: 'www.hartwell.example',
})

async function fillDetails(page: Page, businessName: string) {
  for (const [field, value] of Object.entries(details(businessName))) await page.locator(`#${field}`).fill(value)
  await page.locator('#industry').selectOption('Food & Beverage')
  await page.locator('#businessCity').fill('Austin')
  await page.locator('#businessState').selectOption('TX')
  await page.locator('#businessZipCode').fill('78701')
  await page.getByRole('radio', { name: '$1M - $5M' }).check()
}

const expectNoViolations = async (page: Page, where: string) =>
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] })

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')

/** Answers one question, whose heading has the focus unless an error moved it to the options. */
async function answerQuestion(page: Page, index: number, points: number, { audit = false, afterError = false } = {}) {
  const question = QUESTIONS[index]
  await page.getByText(`Question ${index + 1} of ${QUESTIONS.length}`, { exact: true }).waitFor()
  if (!afterError) expect(await focusedText(page)).toContain(question.prompt)
  if (audit) await expectNoViolations(page, question.id)
  await page.getByRole('radio', { name: question.options[points], exact: true }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The API takes a form sent within 3 seconds of loading for a bot's: a keyboard run is faster than that. */
const atHumanSpeed = (startedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 3500 - Date.now())))

async function storedAssessments(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${baseURL()}/api/assessments`, { headers: { 'x-api-key': adminKey() } })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>[]
}

/** The admin's row for `businessName` in Business Assessments, found through the dashboard's search: cell text by column. */
async function dashboardRow(businessName: string): Promise<Record<string, string>> {
  const context = await loggedInContext(browser)
  try {
    const page = await openDashboard(context)
    await page.getByPlaceholder('Search by name, email, or business...').fill(businessName)
    await page.getByText('Business Assessments (1)', { exact: true }).waitFor()
    const row = page.getByRole('row').filter({ hasText: businessName })
    await row.waitFor()
    const headers = await page.getByRole('columnheader').allTextContents()
    const cells = await row.getByRole('cell').allTextContents()
    return Object.fromEntries(headers.map((header, index) => [header, cells[index]]))
  } finally {
    await context.close()
  }
}

describe('the business assessment', () => {
  it('is completed at desktop size with no accessibility violation on any step, and the admin sees the same score', async () => {
    const { context, page, response, startedAt } = await visit(DESKTOP)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor()
    await expectNoViolations(page, 'details')

    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.locator('#businessName-error').textContent()).resolves.toBe('Enter the name of your business.')
    await expect(page.locator('#businessName').getAttribute('aria-describedby')).resolves.toBe('businessName-error')
    await expect(page.locator('#businessName').getAttribute('aria-invalid')).resolves.toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('businessName')
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('8 fields need your attention.')
    await expectNoViolations(page, 'details with errors')

    await fillDetails(page, 'Desktop Hartwell Foods')
    await page.locator('#contactEmail').fill('ana@hartwell')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.locator('#contactEmail-error').textContent()).resolves.toBe(
      'Enter a valid e-mail address, like name@company.com.',
    )
    await page.locator('#contactEmail').fill(details('Desktop Hartwell Foods').contactEmail)
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.getByText(`Question 1 of ${QUESTIONS.length}`, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.locator('#owner-dependence-error').textContent()).resolves.toBe(
      'Choose the answer that best describes your business.',
    )
    await expectNoViolations(page, 'question with error')

    const answers = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, index < 12 ? 3 : index % 4]))
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('owner-dependence')
    for (const [index, question] of QUESTIONS.entries()) {
      await answerQuestion(page, index, answers[question.id], { audit: true, afterError: index === 0 })
    }

    await page.getByRole('heading', { name: 'What is a customer worth to you?' }).waitFor()
    await page.locator('#lifetimeGrossProfit').fill('forty')
    await page.getByRole('button', { name: 'See my results' }).click()
    await expect(page.locator('#lifetimeGrossProfit-error').textContent()).resolves.toBe(
      'Enter an amount in US dollars, like 25,000, or leave this field blank.',
    )
    await expectNoViolations(page, 'economics')
    await page.locator('#lifetimeGrossProfit').fill('$40,000')
    await page.locator('#customerAcquisitionCost').fill('10000')
    await atHumanSpeed(startedAt)
    await page.getByRole('button', { name: 'See my results' }).click()

    await page.waitForURL(/\/assessment\/results\/[^/]+$/)
    const { totalScore, categoryScores } = scoreAnswers(answers)
    expect(totalScore).toBe(48)
    const shownScore = await page.getByTestId('total-score').textContent()
    const shownRating = await page.getByTestId('rating').textContent()
    expect(shownScore).toBe('48/84')
    await expect(page.getByTestId('score-percent').textContent()).resolves.toBe('57%')
    expect(shownRating).toBe('Needs Development')
    await expect(page.getByTestId('rating').getAttribute('data-tone')).resolves.toBe('red')
    await expect(page.getByTestId('category-leadership').textContent()).resolves.toContain('9/12')
    await expect(page.getByTestId('category-customers').textContent()).resolves.toContain('Focus area')
    await expect(page.getByTestId('ltv-cac-ratio').textContent()).resolves.toBe('4.0 : 1')
    await expect(page.getByTestId('ltv-cac-score').textContent()).resolves.toBe('6/10')
    await expect(page.getByTestId('ltv-cac-label').textContent()).resolves.toBe('Good - Positive unit economics')
    await page.getByRole('heading', { name: /^Customers & Market 3\/12$/ }).waitFor()
    // No booking address on a fresh site: the contact form, filled in from this assessment.
    await expect(page.getByRole('link', { name: 'Talk to a partner' }).getAttribute('href')).resolves.toBe(
      `${new URL(page.url()).pathname}/contact`,
    )
    await expectNoViolations(page, 'results')
    // The funnel: started, one event per step reached, then completed.
    const tracked = await page.evaluate(() => (window as unknown as { trackedEvents: string[] }).trackedEvents)
    expect(tracked[0]).toBe('assessment_started')
    expect(tracked.at(-1)).toBe('assessment_completed')
    expect(new Set(tracked.slice(1, -1))).toEqual(new Set(['assessment_step']))

    const stored = (await storedAssessments()).find((row) => row.businessName === 'Desktop Hartwell Foods')
    expect(stored).toMatchObject({
      totalScore,
      categoryScores,
      answers,
      contactEmail: 'desktop.hartwell.foods@example.com',
      businessWebsite: 'https://www.hartwell.example',
      industry: 'Food & Beverage',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      lifetimeGrossProfit: 40000,
      customerAcquisitionCost: 10000,
    })
    await context.close()

    const row = await dashboardRow('Desktop Hartwell Foods')
    expect({ score: row.Score, rating: row.Rating }).toEqual({ score: shownScore, rating: shownRating })
  })

  it('is completed by keyboard at mobile size, without the optional customer economics', async () => {
    const { context, page, startedAt } = await visit(MOBILE)
    await fillDetails(page, 'Mobile Keystone Dental')
    await page.locator('#businessZipCode').press('Enter')

    for (const [index, question] of QUESTIONS.entries()) {
      await page.getByText(`Question ${index + 1} of ${QUESTIONS.length}`, { exact: true }).waitFor()
      expect(await focusedText(page)).toContain(question.prompt)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(question.id)
      // Arrow keys move the selection to the last option (4 points) except on every fifth question (3 points).
      for (let step = 0; step < (index % 5 === 0 ? 3 : 4); step += 1) await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await focusedText(page)).toBe('Continue')
      await page.keyboard.press('Enter')
    }
    await page.getByRole('heading', { name: 'What is a customer worth to you?' }).waitFor()
    await expectNoViolations(page, 'economics at mobile size')
    await atHumanSpeed(startedAt)
    await page.getByRole('button', { name: 'See my results' }).click()

    await page.waitForURL(/\/assessment\/results\/[^/]+$/)
    await expect(page.getByTestId('total-score').textContent()).resolves.toBe('79/84')
    await expect(page.getByTestId('score-percent').textContent()).resolves.toBe('94%')
    await expect(page.getByTestId('rating').textContent()).resolves.toBe('High Potential')
    await expect(page.getByTestId('rating').getAttribute('data-tone')).resolves.toBe('green')
    await page.getByText(/^Not calculated: the ratio needs both/).waitFor()
    await expectNoViolations(page, 'results at mobile size')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(MOBILE.width)

    const stored = (await storedAssessments()).find((row) => row.businessName === 'Mobile Keystone Dental')
    expect(stored).toMatchObject({ totalScore: 79, lifetimeGrossProfit: null, customerAcquisitionCost: null })
    await context.close()

    const row = await dashboardRow('Mobile Keystone Dental')
    expect({ score: row.Score, rating: row.Rating }).toEqual({ score: '79/84', rating: 'High Potential' })
  })

  it('keeps the answers across a reload mid-way and goes back through them', async () => {
    const { context, page } = await visit(DESKTOP)
    await fillDetails(page, 'Reload Ridge Partners')
    await page.getByRole('button', { name: 'Continue' }).click()
    for (let index = 0; index < 5; index += 1) await answerQuestion(page, index, index % 5)
    await page.getByText(`Question 6 of ${QUESTIONS.length}`, { exact: true }).waitFor()

    await page.reload()
    await page.waitForLoadState('networkidle')
    await page.getByText(`Question 6 of ${QUESTIONS.length}`, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByText(`Question 5 of ${QUESTIONS.length}`, { exact: true }).waitFor()
    expect(await focusedText(page)).toContain(QUESTIONS[4].prompt)
    await expect(page.getByRole('radio', { name: QUESTIONS[4].options[4], exact: true }).isChecked()).resolves.toBe(
      true,
    )
    for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor()
    await expect(page.locator('#businessName').inputValue()).resolves.toBe('Reload Ridge Partners')
    await expect(page.locator('#businessState').inputValue()).resolves.toBe('TX')
    await expect(page.getByRole('radio', { name: '$1M - $5M' }).isChecked()).resolves.toBe(true)

    const traps = page.locator('input[name="url"], input[name="honeypot"], input[name="website_url"]')
    expect(await traps.count()).toBe(3)
    for (const trap of await traps.all()) {
      expect((await trap.boundingBox())!.x).toBeLessThan(-1000)
      await trap.focus()
      expect(await trap.evaluate((input) => input === document.activeElement)).toBe(false)
    }
    await context.close()
  })

  it('takes the visitor back to a business detail the server refuses, keeping the answers', async () => {
    const { context, page, startedAt } = await visit(DESKTOP)
    await fillDetails(page, 'Refused Email Holdings')
    // Passes the form's check but not the server's stricter e-mail rule (no consecutive dots).
    await page.locator('#contactEmail').fill('ana..hartwell@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    for (const index of QUESTIONS.keys()) await answerQuestion(page, index, 2)
    await atHumanSpeed(startedAt)
    await page.getByRole('button', { name: 'See my results' }).click()

    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor()
    await expect(page.locator('#contactEmail-error').textContent()).resolves.toBe(
      'We could not accept this value. Please check it and continue.',
    )
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contactEmail')
    await page.locator('#contactEmail').fill('ana.hartwell@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(`Question 1 of ${QUESTIONS.length}`, { exact: true }).waitFor()
    await expect(page.getByRole('radio', { name: QUESTIONS[0].options[2], exact: true }).isChecked()).resolves.toBe(
      true,
    )
    expect((await storedAssessments()).some((row) => row.businessName === 'Refused Email Holdings')).toBe(false)
    await context.close()
  })

  it('shows an empty state on the results page before the assessment is taken', async () => {
    const { context, page } = await visit(DESKTOP, '/assessment/results')
    await page.getByRole('heading', { name: 'No results to show yet' }).waitFor()
    await expect(page.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).resolves.toBe(
      '/assessment',
    )
    await context.close()
  })
})
