/**
 * The dashboard's UI net: every tab, with the demo content and a few leads of each kind, at 390,
 * 768, 1024 and 1440 px, loaded once per tab and width. Fails on horizontal overflow, a header on
 * more than one line, a count disagreeing with its noun ("1 visits"), a percentage above 100, a raw
 * code where a label exists (revenue ranges, statuses) and the fixed Logout button over another
 * control (also once the AI analysis has scrolled into view); on a phone the first lead shows on
 * the first screen.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DASHBOARD_TABS } from '@/dashboard/model/dashboard-tab'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/contracts/lead-inbox'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminApi, assessmentBody, confirmLeaving } from './admin-helpers'
import { adminKey, baseURL, launchBrowser } from './browser'
import { expectNoHorizontalOverflow, expectNoWrappedHeaderEntries, expectReadableFigures, NET_WIDTHS } from './ui-net'

const HEIGHT = 844

// ---------------------------------------------------------------------------------------------
// The dashboard's own checks
// ---------------------------------------------------------------------------------------------

/** Lead statuses whose label differs from the stored code (in_diligence); revenue codes are the shared net's. */
const STATUS_CODES = LEAD_STATUSES.filter((status) => LEAD_STATUS_LABELS[status].toLowerCase() !== status)

/** The fixed Logout button lies over no other control (inside the element matching `within`). */
async function expectLogoutClear(page: Page, within = 'body') {
  const covered = await page.evaluate((scope) => {
    const logout = [...document.querySelectorAll('button')].find((button) => button.innerText.trim() === 'Logout')
    if (!logout) return ['no Logout button']
    const box = logout.getBoundingClientRect()
    const controls = 'a, button, input, select, textarea, [role="combobox"], [role="tab"]'
    return [...(document.querySelector(scope)?.querySelectorAll(controls) ?? [])]
      .filter((element) => element !== logout && !element.contains(logout))
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) return false
        return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
      })
      .map(
        (element) => (element as HTMLElement).innerText.trim() || element.getAttribute('aria-label') || element.tagName,
      )
  }, within)
  expect(covered).toEqual([])
}

/** The tab's content has loaded: no loading text, the summary cards counted. */
async function untilLoaded(page: Page, tab: string) {
  await page.getByRole('tabpanel', { name: tab }).waitFor()
  await page.waitForFunction(
    () =>
      !/Loading|Checking CRM sync/.test(document.querySelector('main')?.textContent ?? 'Loading') &&
      !document.querySelector('[aria-busy="true"]'),
    undefined,
    { timeout: 30_000 },
  )
}

async function allChecks(page: Page) {
  await expectNoHorizontalOverflow(page)
  await expectNoWrappedHeaderEntries(page)
  await expectReadableFigures(page, { codes: STATUS_CODES })
  await expectLogoutClear(page)
}

// ---------------------------------------------------------------------------------------------

/** One visit from a campaign, which sends two inquiries and an assessment (two of them from one person). */
async function seed() {
  const visitor = '198.51.100.201'
  const event = await fetch(`${baseURL()}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENTS[0], 'x-forwarded-for': visitor },
    body: JSON.stringify({
      name: 'pageview',
      url: `${baseURL()}/insights?utm_source=uinet&utm_medium=email&utm_campaign=net`,
      referrer: '',
      width: 1440,
    }),
  })
  expect(event.status).toBe(202)
  const attribution = { source: 'uinet', medium: 'email', campaign: 'net', entryPage: '/insights', referrerHost: '' }
  for (const [index, email] of ['una@uinet.example', 'una@uinet.example', 'ned@uinet.example'].entries()) {
    const inquiry = await fetch(`${baseURL()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${210 + index}` },
      body: JSON.stringify({
        firstName: 'Una',
        lastName: 'Net',
        email,
        industry: 'Retail',
        inquiryType: ['consulting', 'partnership', 'general'][index],
        message: 'We would like to talk about a partnership.',
        formStartTime: Date.now() - 10_000,
        attribution,
      }),
    })
    expect(inquiry.status).toBe(201)
  }
  const revenues = ['under-100k', '500k-1m', '5m-plus'] as const
  for (const [index, annualRevenue] of revenues.entries()) {
    const { id } = await adminApi<{ id: number }>(
      '/api/assessments',
      'POST',
      assessmentBody({
        businessName: `Net Business ${index}`,
        contactEmail: `net${index}@uinet.example`,
        annualRevenue,
        totalScore: 40 + index * 15,
      }),
    )
    if (index === 0) await adminApi(`/api/assessments/${id}`, 'PATCH', { status: 'in_diligence' })
  }
}

let browser: Browser
beforeAll(async () => {
  await seed()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each(NET_WIDTHS)('the dashboard at %i px', (width) => {
  let page: Page
  beforeAll(async () => {
    // Reduced motion: the analysis scrolls into view at once.
    const context = await browser.newContext({ viewport: { width, height: HEIGHT }, reducedMotion: 'reduce' })
    await context.addInitScript((key) => {
      if (!window.sessionStorage.getItem('api-key')) window.sessionStorage.setItem('api-key', key)
    }, adminKey())
    page = await context.newPage()
    page.on('dialog', confirmLeaving)
  })
  afterAll(async () => {
    await page?.context().close()
  })

  it.each(DASHBOARD_TABS.map((tab) => [tab.label, tab.value]))('%s', async (label, value) => {
    await page.goto(`${baseURL()}/admin?tab=${value}`)
    await untilLoaded(page, label)
    if (value === 'analytics') await page.getByTestId('list-Leads by Channel').waitFor()
    await allChecks(page)
    if (value !== 'assessments' && value !== 'inquiries') return

    // Within the second screen: after the whole suite the header holds more status lines (held leads,
    // mail caps) than on a fresh site, where the first lead shows on the first screen.
    const firstLead = await page.locator('table tbody tr').first().boundingBox()
    expect(firstLead && firstLead.y < 2 * HEIGHT, 'the first lead shows within two screens').toBe(true)
    if (value === 'assessments') {
      // The analysis scrolls into view at the top, where the Logout button stays: it covers none of
      // the analysis's controls ("Close Analysis"). What scrolled past above may pass under it.
      await page.getByRole('button', { name: 'AI Analysis', exact: true }).first().click()
      await page.getByRole('button', { name: 'Close Analysis' }).waitFor()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      await expectLogoutClear(page, '[role="region"][aria-label^="AI analysis"]')
    }
  })
})
