/** The dashboard's open tab lives in the URL: reloads, links and back/forward keep the view. */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardPerFile, openTab } from './admin-helpers'
import { baseURL } from './browser'

const currentPage = dashboardPerFile()
let page: Page
beforeAll(() => {
  page = currentPage()
})

const selectedTab = () => page.getByRole('tab', { selected: true }).textContent()
const search = () => new URL(page.url()).search
const loggedIn = () => page.getByRole('button', { name: 'Logout' }).waitFor()

describe('the tab in the URL', () => {
  it('opens Business Assessments without a parameter, and names each other tab in the URL', async () => {
    expect(search()).toBe('')
    expect(await selectedTab()).toBe('Business Assessments')
    await openTab(page, 'Insights')
    await page.getByRole('heading', { name: 'Insights' }).waitFor()
    expect(search()).toBe('?tab=insights')
    await openTab(page, 'Team Management')
    await page.getByRole('heading', { name: 'Team Management' }).waitFor()
    expect(search()).toBe('?tab=team')
    await openTab(page, 'Business Assessments')
    expect(search()).toBe('')
  })

  it('keeps the tab across a reload', async () => {
    await openTab(page, 'Advisor Management')
    expect(search()).toBe('?tab=advisors')
    await page.reload()
    await loggedIn()
    expect(await selectedTab()).toBe('Advisor Management')
    await page.getByRole('button', { name: 'Add Advisor' }).waitFor()
  })

  it('opens the tab a link names, and the default for an unknown one', async () => {
    await page.goto(`${baseURL()}/admin?tab=analytics`)
    await loggedIn()
    expect(await selectedTab()).toBe('Analytics')
    await page.getByText('Device Breakdown').waitFor()
    await page.goto(`${baseURL()}/admin?tab=nothing`)
    await loggedIn()
    expect(await selectedTab()).toBe('Business Assessments')
  })

  it('moves between tabs with back and forward', async () => {
    await page.goto(`${baseURL()}/admin`)
    await loggedIn()
    await openTab(page, 'Contact Inquiries')
    await openTab(page, 'Insights')
    await page.goBack()
    await page.waitForURL((url) => url.search === '?tab=inquiries')
    expect(await selectedTab()).toBe('Contact Inquiries')
    await page.goBack()
    await page.waitForURL((url) => url.search === '')
    expect(await selectedTab()).toBe('Business Assessments')
    await page.goForward()
    await page.waitForURL((url) => url.search === '?tab=inquiries')
    expect(await selectedTab()).toBe('Contact Inquiries')
  })

  it("keeps the header, the cards and the tabs on screen while a section's code loads", async () => {
    const fresh = await page.context().newPage()
    await fresh.goto(`${baseURL()}/admin`)
    await fresh.getByRole('button', { name: 'Logout' }).waitFor()
    // The section's code is held back until the dashboard around it has been looked at.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await fresh.route('**/_next/static/chunks/**', async (route) => {
      await released
      await route.continue()
    })
    await fresh.getByRole('tab', { name: 'Personal Data' }).click()
    await fresh.getByRole('tabpanel', { name: 'Personal Data' }).getByText('Loading...').waitFor()
    expect(await fresh.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true)
    expect(await fresh.getByRole('tab', { name: 'Personal Data', selected: true }).isVisible()).toBe(true)
    release()
    await fresh.getByLabel('E-mail address').waitFor()
    await fresh.close()
  })
})
