/**
 * The dashboard against the real AI and analytics endpoints (branches `ai` and `analytics`).
 * Each block runs only when its endpoint answers; on a branch without it, it is reported skipped.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { adminKey, axeViolations, baseURL } from './browser'

const served = async (path: string) =>
  (await fetch(`${baseURL()}${path}`, { headers: { 'x-api-key': adminKey() } })).status !== 404
const hasAi = await served('/api/ai-predictions')
const hasAnalytics = (await served('/api/analytics')) && (await served('/api/visitor-analytics'))

const currentPage = dashboardPerFile()
let page: Page
beforeAll(() => {
  page = currentPage()
})

describe.skipIf(!hasAi)('AI analysis through the real endpoints', () => {
  it('generates an assessment prediction and shows it in the panel and the table', async () => {
    await adminApi('/api/assessments', 'POST', assessmentBody({ businessName: 'Real AI Co', totalScore: 75 }))
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    const row = page.getByRole('row', { name: /Real AI Co/ })
    await row.getByRole('button', { name: 'AI Analysis' }).click()
    await page.getByRole('button', { name: 'Generate AI Analysis' }).click()
    await seeText(page, 'Investment Readiness')
    for (const text of ['Growth Potential', 'Analysis Confidence', 'Key Strengths', 'Critical Challenges', 'Strategic Recommendations']) {
      await seeText(page, text)
    }
    expect(await row.getByText('Not generated').count()).toBe(0)
    await page.getByRole('button', { name: 'Close Analysis' }).click()
  })

  it('enhances an advisor bio', async () => {
    await openTab(page, 'Advisor Management')
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Bio Person')
    await dialog.getByLabel('Bio').fill('Ran a logistics company for ten years.')
    await dialog.getByRole('button', { name: 'Enhance with AI' }).click()
    await page.getByRole('menuitem', { name: 'General Enhancement' }).click()
    await seeText(page, 'Your bio has been professionally enhanced with AI')
    expect(await dialog.getByLabel('Bio').inputValue()).not.toBe('')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  })
})

describe.skipIf(!hasAnalytics)('Analytics through the real endpoints', () => {
  it('renders the summaries with the 24-bar chart and no axe violation', async () => {
    await openTab(page, 'Analytics')
    await seeText(page, 'Traffic by Hour')
    await seeText(page, 'Recent Business Activity')
    expect(await page.locator('canvas[role="img"]').count()).toBe(1)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
})
