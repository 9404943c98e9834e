import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { QUESTIONS } from '@/lib/assessment/questions'

import { adminKey, baseURL, launchBrowser } from './browser'
import { untilHydrated } from './site'
import {
  expectNoHorizontalOverflow,
  expectNotUnderStickyHeader,
  expectReadableFigures,
  expectSingleLineHeader,
  NET_WIDTHS,
  netViewport,
} from './ui-net'

/**
 * The public site's UI net: every public page at a phone's, a tablet's, a small laptop's and a
 * desktop's width, one load each, with every check on that load.
 */
let browser: Browser
let insightPath = ''
let resultsPath = ''
beforeAll(async () => {
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text()
  insightPath = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .find((path) => path.startsWith('/insights/'))!
  const answers = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, index % 5]))
  const response = await fetch(`${baseURL()}/api/assessments`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey(), 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'Net Widths Ltd',
      contactName: 'Nia Net',
      contactEmail: 'nia.net@e2e.example',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      answers,
      lifetimeGrossProfit: 40000,
      customerAcquisitionCost: 10000,
    }),
  })
  expect(response.status).toBe(201)
  resultsPath = ((await response.json()) as { resultsPath: string }).resultsPath
})
afterAll(async () => {
  await browser?.close()
})

async function load(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await untilHydrated(page)
  return page
}

/** The checks every page gets. */
async function expectReadsRight(page: Page) {
  await expectNoHorizontalOverflow(page)
  await expectSingleLineHeader(page)
  await expectReadableFigures(page)
}

const PAGES: [string, () => string][] = [
  ['home', () => '/'],
  ['team', () => '/team'],
  ['insights list', () => '/insights'],
  ['an insight', () => insightPath],
  ['a search', () => '/insights?q=growth'],
  ['portfolio', () => '/portfolio'],
  ['contact', () => '/contact'],
  ['results', () => resultsPath],
  ['disclaimer', () => '/disclaimer'],
  ['privacy', () => '/privacy'],
  ['404', () => '/no-such-page'],
]

describe.each(NET_WIDTHS)('the public site at %i px', (width) => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await browser.newContext({
      viewport: netViewport(width),
      baseURL: baseURL(),
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${200 + NET_WIDTHS.indexOf(width)}` },
    })
  })
  afterAll(async () => {
    await context?.close()
  })

  it.each(PAGES)('%s reads right', async (name, path) => {
    const page = await load(context, path())
    await expectReadsRight(page)
    if (name === 'an insight' || name === 'insights list') {
      // One subscribe box (the footer's) and, after an article, one invitation to the assessment.
      expect(await page.getByTestId('newsletter-signup').count()).toBe(1)
      if (name === 'an insight') expect(await page.getByTestId('assessment-cta').count()).toBe(1)
    }
    await page.close()
  })

  it("assessment reads right, and after Continue the step's top shows below the header", async () => {
    const page = await load(context, '/assessment')
    await expectReadsRight(page)
    await page.locator('#businessName').fill('Net Widths Ltd')
    await page.locator('#contactName').fill('Nia Net')
    await page.locator('#contactEmail').fill('nia.net@e2e.example')
    await page.locator('#industry').selectOption('Food & Beverage')
    await page.locator('#businessCity').fill('Austin')
    await page.locator('#businessState').selectOption('TX')
    await page.locator('#businessZipCode').fill('78701')
    await page.getByRole('radio', { name: '$1M - $5M' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(`Question 1 of ${QUESTIONS.length}`, { exact: true }).waitFor()
    await expectNotUnderStickyHeader(page, page.getByText(`Question 1 of ${QUESTIONS.length}`, { exact: true }))
    await expectNotUnderStickyHeader(page, page.getByText(/^\d+% complete$/))
    await expectNotUnderStickyHeader(page, page.getByRole('progressbar'))
    await expectReadsRight(page)
    await page.close()
  })
})

describe('the header at the narrowest phone and between tablet and laptop', () => {
  it.each([320, 864])('stays on one line at %i px with no sideways scroll', async (width) => {
    const context = await browser.newContext({ viewport: netViewport(width), baseURL: baseURL() })
    const page = await load(context, '/')
    await expectNoHorizontalOverflow(page)
    await expectSingleLineHeader(page)
    await context.close()
  })
})
