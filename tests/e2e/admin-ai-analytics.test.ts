/** The dashboard's AI panels and Analytics tab against the real AI and analytics endpoints. */
import type { Locator, Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { countryLabel } from '@/dashboard/model/analytics-view'
import type { PredictionAnswer } from '@/contracts/ai-answers'
import type { AnalyticsSummary, VisitorAnalytics } from '@/contracts/analytics-answers'
import { plural } from '@/lib/plural'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminApi, assessmentBody, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { adminKey, axeViolations, baseURL, DESKTOP, launchBrowser } from './browser'

type Assessment = { id: number; businessName: string }
const RISK_TONE = { low: 'green', medium: 'yellow', high: 'red' }
const words = (value: string) =>
  value
    .split('_')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')

let assessment: Assessment
const currentPage = dashboardPerFile(async () => {
  // LTV/CAC 6000/1000 = 6: 'Excellent - Strong customer value creation'.
  assessment = await adminApi<Assessment>(
    '/api/assessments',
    'POST',
    assessmentBody({
      businessName: 'Real AI Co',
      totalScore: 75,
      lifetimeGrossProfit: 6000,
      customerAcquisitionCost: 1000,
    }),
  )
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const aiPanel = () => page.getByRole('region', { name: /^AI analysis/ })
const predictionPanel = () => page.getByRole('region', { name: 'Investment Prediction' })
const openPanel = async () => {
  await page
    .getByRole('row', { name: /Real AI Co/ })
    .getByRole('button', { name: 'AI Analysis' })
    .click()
  await aiPanel().waitFor()
}
const closePanel = async () => {
  await aiPanel().getByRole('button', { name: 'Close Analysis' }).click()
  await aiPanel().waitFor({ state: 'detached' })
}
/** Lets a real request through after a pause, so a transient state can be seen. */
const slowly = (ms: number) => (route: Route) => setTimeout(() => void route.continue(), ms)

async function bar(panel: Locator, label: string) {
  const progress = panel.getByRole('progressbar', { name: label })
  return {
    value: Number(await progress.getAttribute('aria-valuenow')),
    width: await progress.locator('div').evaluate((fill) => (fill as HTMLElement).style.width),
  }
}

describe('AI analysis panel through the real endpoints', () => {
  it('loads, offers generation, generates and shows every result of the stored prediction', async () => {
    // The queue may already have predicted the new assessment; until our POST, the panel is shown the
    // endpoint's answer for an assessment without one (404), so the states before generation are seen.
    let generated = false
    await page.route(`**/api/predictions/${assessment.id}`, (route) => {
      if (route.request().method() === 'POST') {
        generated = true
        return slowly(800)(route)
      }
      if (!generated) return route.fulfill({ status: 404, body: 'No prediction for this assessment' })
      return route.continue()
    })
    await page.route(`**/api/assessments/${assessment.id}`, slowly(600))
    await openPanel()
    await aiPanel().getByText('Loading analysis...').waitFor()
    await aiPanel().getByText('AI Business Potential Analysis').waitFor()
    await page.unroute(`**/api/assessments/${assessment.id}`)
    expect(await aiPanel().innerText()).toContain('AI Analysis: Real AI Co')
    expect(await predictionPanel().innerText()).toContain('No prediction generated yet')
    expect(await axeViolations(page)).toEqual([])

    await aiPanel().getByRole('button', { name: 'Generate AI Analysis' }).click()
    await aiPanel().getByText('Analyzing Your Business').waitFor()
    await aiPanel().getByText('This may take a few moments').waitFor()
    expect(await aiPanel().getByRole('button', { name: 'Generate AI Analysis' }).isDisabled()).toBe(true)
    await aiPanel().getByText('Investment Readiness').waitFor()
    await page.unroute(`**/api/predictions/${assessment.id}`)

    const stored = await adminApi<PredictionAnswer>(`/api/predictions/${assessment.id}`)
    const panel = aiPanel()
    const text = await panel.innerText()
    expect(text).toContain(words(stored.investmentRecommendation))
    expect(await bar(panel, 'Investment Readiness')).toEqual({
      value: stored.investmentReadiness,
      width: `${stored.investmentReadiness * 10}%`,
    })
    expect(await bar(panel, 'Growth Potential')).toEqual({
      value: stored.growthPotential,
      width: `${stored.growthPotential * 10}%`,
    })
    expect(text).toContain(`${stored.investmentReadiness}/10`)
    expect(text).toContain(`${stored.growthPotential}/10`)
    expect(text).toContain(`Risk level: ${words(stored.riskLevel)}`)
    expect(await panel.locator(`[data-tone="${RISK_TONE[stored.riskLevel]}"]`).count()).toBeGreaterThan(0)
    expect(text).toContain('Customer Economics (LTV/CAC)')
    expect(text).toContain('Excellent - Strong customer value creation')
    expect(text).toContain(`Analysis Confidence: ${stored.confidenceScore}%`)
    for (const [title, items] of [
      ['Key Strengths', stored.keyStrengths],
      ['Critical Challenges', stored.criticalChallenges],
      ['Strategic Recommendations', stored.recommendedActions],
    ] as const) {
      const list = panel.locator('div', { has: page.getByRole('heading', { name: title }) }).last()
      expect(await list.getByRole('listitem').allInnerTexts()).toEqual(items)
    }
    expect(await page.getByRole('row', { name: /Real AI Co/ }).innerText()).toContain(
      words(stored.investmentRecommendation),
    )
    expect(await axeViolations(page)).toEqual([])
    await closePanel()
    expect(await predictionPanel().count()).toBe(0)
  })

  it('shows the existing prediction when reopened, and the prediction panel rating and risk with its refresh', async () => {
    await openPanel()
    await aiPanel().getByText('Analysis Confidence').waitFor()
    const stored = await adminApi<PredictionAnswer>(`/api/predictions/${assessment.id}`)
    expect(['strong_buy', 'buy', 'hold', 'avoid']).toContain(stored.rating)
    await predictionPanel().getByText(words(stored.rating), { exact: true }).waitFor()
    const text = await predictionPanel().innerText()
    expect(text).toContain('Rating')
    expect(text).toContain('Risk Level')
    expect(text).toContain(words(stored.riskLevel))

    let refetched = 0
    await page.route(`**/api/predictions/${assessment.id}`, (route) => {
      if (route.request().method() === 'POST') return slowly(800)(route)
      refetched += 1
      return route.continue()
    })
    await predictionPanel().getByRole('button', { name: 'Refresh Prediction' }).click()
    const generating = predictionPanel().getByRole('button', { name: 'Generating Prediction...' })
    await generating.waitFor()
    expect(await generating.isDisabled()).toBe(true)
    await predictionPanel().getByRole('button', { name: 'Refresh Prediction' }).waitFor()
    expect(refetched).toBeGreaterThan(0)
    await page.unroute(`**/api/predictions/${assessment.id}`)
    await predictionPanel().getByText(words(stored.rating), { exact: true }).waitFor()
    await closePanel()
  })

  it("says 'Failed to fetch assessment', 'Failed to fetch prediction' and 'No API key found'", async () => {
    await page.route(`**/api/assessments/${assessment.id}`, (route) => route.fulfill({ status: 500, body: 'down' }))
    await openPanel()
    await aiPanel().getByText('Failed to fetch assessment').waitFor()
    await closePanel()
    await page.unroute(`**/api/assessments/${assessment.id}`)

    await page.route(`**/api/predictions/${assessment.id}`, (route) => route.fulfill({ status: 500, body: 'down' }))
    await openPanel()
    await aiPanel().getByText('Failed to fetch prediction').waitFor()
    await aiPanel().getByRole('button', { name: 'Generate AI Analysis' }).waitFor()
    await predictionPanel().getByText('Failed to fetch prediction').waitFor()
    await closePanel()
    await page.unroute(`**/api/predictions/${assessment.id}`)

    await page.evaluate(() => sessionStorage.removeItem('api-key'))
    await openPanel()
    await aiPanel().getByText('No API key found').waitFor()
    await closePanel()
    await page.evaluate((key) => sessionStorage.setItem('api-key', key), adminKey())
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

/** Real visits to the public site, so the visitor analytics have data. */
async function visitSite() {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({
      userAgent: BROWSER_USER_AGENTS[0],
      viewport: DESKTOP,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
    })
    const visitor = await context.newPage()
    await visitor.goto(`${baseURL()}/?utm_source=e2e-analytics`)
    await visitor.waitForFunction(() => typeof window.trackEvent === 'function')
    // A client-side navigation, as the App Router makes it; its beacon must land before the context closes.
    const recorded = visitor.waitForResponse(
      (response) =>
        response.url().endsWith('/api/events') && (response.request().postData() ?? '').includes('/insights'),
    )
    await visitor.evaluate(() => history.pushState(null, '', '/insights'))
    expect((await recorded).status()).toBe(202)
    await context.close()
  } finally {
    await browser.close()
  }
}

/** The card titled `title`. */
const section = (title: string) =>
  page.locator('div.rounded-lg', { has: page.getByText(title, { exact: true }) }).last()

describe('Analytics tab through the real endpoints', () => {
  it('shows the cards, lists, 24-bar chart and peak hour of /api/analytics and /api/visitor-analytics', async () => {
    await visitSite()
    let visitors = await adminApi<VisitorAnalytics>('/api/visitor-analytics')
    for (let tries = 0; visitors.pageViews < 2 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      visitors = await adminApi<VisitorAnalytics>('/api/visitor-analytics')
    }
    expect(visitors.pageViews).toBeGreaterThanOrEqual(2)
    await openTab(page, 'Analytics')
    await seeText(page, 'Traffic by Hour')
    await seeText(page, 'Recent Business Activity')
    visitors = await adminApi<VisitorAnalytics>('/api/visitor-analytics')
    const summary = await adminApi<AnalyticsSummary>('/api/analytics')

    const card = async (label: string) => (await section(label).innerText()).replace(label, '')
    expect(await card('Total Visitors')).toContain(String(visitors.totalVisitors))
    expect(await card('Total Visitors')).toContain(`${visitors.uniqueVisitors} unique`)
    expect(await card('Page Views')).toContain(`${visitors.bounceRate.toFixed(1)}% bounce rate`)
    expect(await card('Avg Session')).toContain(`${Math.round(visitors.avgSessionDuration / 60)}m`)
    expect(await card('Conversion Rate')).toContain(
      `${visitors.conversionMetrics.assessmentConversionRate.toFixed(1)}%`,
    )

    const device = visitors.deviceBreakdown[0]
    expect(await section('Device Breakdown').innerText()).toContain(`${device.device}`)
    expect(await section('Device Breakdown').innerText()).toContain(`${device.percentage.toFixed(1)}%`)
    // The test addresses' country, from the shipped address database, with its flag and name.
    expect(await section('Top Countries').innerText()).toContain(countryLabel(visitors.countryBreakdown[0].country))
    const pages = await section('Top Pages').innerText()
    expect(pages).toContain('Home Page')
    const home = visitors.topPages.find((row) => row.path === '/')!
    expect(pages).toContain(`${plural(home.views, 'view')} · ${home.uniqueViews} unique`)
    expect(await section('Top Referrers').innerText()).toContain('e2e-analytics')

    const peak = visitors.hourlyTraffic.reduce((best, row) => (row.visitors > best.visitors ? row : best))
    await seeText(page, `Peak hour: ${String(peak.hour).padStart(2, '0')}:00 (${plural(peak.visitors, 'visitor')})`)
    expect(await page.locator('canvas[role="img"][aria-label^="Distinct visitors per hour"]').count()).toBe(1)
    const hours = page.getByRole('table', { name: 'Visitors per hour' }).getByRole('row')
    expect(await hours.count()).toBe(25)
    expect(await hours.nth(peak.hour + 1).innerText()).toMatch(new RegExp(`${peak.visitors}$`))

    const week = await section('This Week').innerText()
    expect(week).toMatch(new RegExp(`Assessments\\s+${summary.conversionMetrics.assessmentsThisWeek}`))
    expect(week).toMatch(new RegExp(`Contacts\\s+${summary.conversionMetrics.contactsThisWeek}`))
    const activity = section('Recent Business Activity').getByRole('listitem')
    expect(await activity.count()).toBe(Math.min(10, summary.recentActivity.length))
    expect(await page.getByRole('tabpanel').getByRole('alert').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
})

const many = <T>(count: number, row: (index: number) => T) => Array.from({ length: count }, (_, index) => row(index))
const EMPTY_VISITORS = {
  totalVisitors: 0,
  uniqueVisitors: 0,
  pageViews: 0,
  bounceRate: 0,
  avgSessionDuration: 0,
  conversionMetrics: { assessmentConversionRate: 0 },
  deviceBreakdown: [],
  browserBreakdown: [],
  countryBreakdown: [],
  topPages: [],
  topReferrers: [],
  hourlyTraffic: many(24, (hour) => ({ hour, visitors: 0 })),
  period: { from: '2026-10-25', to: '2026-11-23', range: '30d', granularity: 'day' },
  previousPeriod: null,
  series: [],
  previousSeries: [],
  visitorsNow: 0,
  goals: [],
  assessmentFunnel: [],
  channels: [],
  campaigns: [],
  entryPages: [],
  exitPages: [],
  utmTerms: [],
  utmContents: [],
  brokenLinks: [],
  filters: {},
}
const EMPTY_SUMMARY = {
  totalAssessments: 0,
  totalContacts: 0,
  conversionMetrics: { assessmentsThisWeek: 0, contactsThisWeek: 0, assessmentsThisMonth: 0, contactsThisMonth: 0 },
  topBusinessTypes: [],
  inquiryTypes: [],
  recentActivity: [],
  leadsBySource: [],
  conversions: { channels: [], campaigns: [], sources: [] },
  leadFiltersNotApplied: [],
}

/** Shows the Analytics tab, freshly loaded, on the given answers (the endpoints' shapes, chosen figures). */
async function analyticsOf(visitors: object, summary: object) {
  await page.route('**/api/visitor-analytics?*', (route) => route.fulfill({ json: visitors }))
  await page.route('**/api/analytics?*', (route) => route.fulfill({ json: summary }))
  await page.reload()
  await page.getByRole('button', { name: 'Logout' }).waitFor()
  await openTab(page, 'Analytics')
  await seeText(page, 'Traffic by Hour')
}

describe('Analytics tab rules', () => {
  it('shows the first 5, 8 and 10 rows with their labels, one-decimal percentages and whole minutes', async () => {
    await analyticsOf(
      {
        ...EMPTY_VISITORS,
        totalVisitors: 120,
        uniqueVisitors: 90,
        pageViews: 400,
        bounceRate: 41.26,
        avgSessionDuration: 150,
        conversionMetrics: { assessmentConversionRate: 3.333 },
        deviceBreakdown: many(6, (i) => ({ device: `device-${i}`, percentage: 10 + i })),
        browserBreakdown: many(7, (i) => ({ browser: `browser-${i}`, percentage: 5 })),
        countryBreakdown: [{ country: '', percentage: 60 }, ...many(6, (i) => ({ country: `C${i}`, percentage: 5 }))],
        topPages: [
          { path: '/', views: 300, uniqueViews: 80 },
          ...many(9, (i) => ({ path: `/page-${i}`, views: 9, uniqueViews: 3 })),
        ],
        topReferrers: [
          { referrer: 'direct', visitors: 70 },
          { referrer: '', visitors: 3 },
          ...many(8, (i) => ({ referrer: `ref-${i}.example`, visitors: 1 })),
        ],
        hourlyTraffic: many(24, (hour) => ({ hour, visitors: hour === 14 ? 30 : 1 })),
      },
      {
        ...EMPTY_SUMMARY,
        conversionMetrics: {
          assessmentsThisWeek: 2,
          contactsThisWeek: 1,
          assessmentsThisMonth: 5,
          contactsThisMonth: 4,
        },
        topBusinessTypes: [{ revenue: '1m-5m', count: 3 }],
        inquiryTypes: [{ type: 'partnership', count: 2 }],
        recentActivity: many(12, (i) => ({
          type: i % 2 ? 'contact' : 'assessment',
          count: i + 1,
          date: `2026-11-${String(20 - i).padStart(2, '0')}`,
        })),
      },
    )
    const rows = (title: string) => section(title).getByRole('listitem')
    for (const text of [
      '90 unique',
      '41.3% bounce rate',
      '3m',
      '3.3%',
      'Home Page',
      '300 views · 80 unique',
      'Direct Traffic',
      'Peak hour: 14:00 (30 visitors)',
      'Strategic Partnership',
    ]) {
      await seeText(page, text)
    }
    expect(await rows('Device Breakdown').count()).toBe(5)
    expect(await rows('Device Breakdown').first().innerText()).toMatch(/device-0\s+10\.0%/)
    expect(await rows('Top Browsers').count()).toBe(5)
    expect(await rows('Top Countries').count()).toBe(5)
    expect(await rows('Top Countries').first().innerText()).toMatch(/Unknown\s+60\.0%/)
    expect(await rows('Top Pages').count()).toBe(8)
    expect(await rows('Top Referrers').count()).toBe(8)
    expect(await rows('Top Referrers').nth(1).innerText()).toMatch(/^Unknown/)
    expect(await rows('Recent Business Activity').count()).toBe(10)
    expect(await page.getByRole('table', { name: 'Visitors per hour' }).getByRole('row').count()).toBe(25)
    expect(await axeViolations(page)).toEqual([])
  })

  it('shows every empty-data message', async () => {
    await page.unrouteAll()
    await analyticsOf(EMPTY_VISITORS, EMPTY_SUMMARY)
    for (const text of [
      'No device data available',
      'No browser data available',
      'No location data available',
      'No page data available',
      'No referrer data available',
      'No recent activity',
    ]) {
      await seeText(page, text)
    }
    expect(await page.getByText('No data available', { exact: true }).count()).toBeGreaterThanOrEqual(3)
    expect(await axeViolations(page)).toEqual([])
    await page.unrouteAll()
  })
})
