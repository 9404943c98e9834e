import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { VisitorAnalytics } from '@/contracts/analytics-answers'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminKey, baseURL, DESKTOP, launchBrowser, MOBILE } from './browser'

const DESKTOP_CHROME = BROWSER_USER_AGENTS[0]
const IPHONE = BROWSER_USER_AGENTS.find((ua) => ua.includes('iPhone OS 18_1') && ua.includes('Version/'))!

async function report(): Promise<VisitorAnalytics> {
  const response = await fetch(`${baseURL()}/api/visitor-analytics?range=7d`, { headers: { 'x-api-key': adminKey() } })
  expect(response.status).toBe(200)
  return response.json()
}

/** Beacons are asynchronous: waits until the page view count has grown by `delta`. */
async function reportAfter(before: VisitorAnalytics, delta: number): Promise<VisitorAnalytics> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const current = await report()
    if (current.pageViews >= before.pageViews + delta || Date.now() > deadline) return current
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const views = (result: VisitorAnalytics, path: string) => result.topPages.find((page) => page.path === path)

let browser: Awaited<ReturnType<typeof launchBrowser>>
const contexts: BrowserContext[] = []

async function visitor(userAgent: string, viewport: typeof DESKTOP, ip: string) {
  const context = await browser.newContext({ userAgent, viewport, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  contexts.push(context)
  const page = await context.newPage()
  const cspErrors: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text())
  })
  return { context, page, cspErrors }
}

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

describe('visitor analytics in the browser', () => {
  it('records real visits and client-side navigations without cookies or storage', async () => {
    const before = await report()
    const desktop = await visitor(DESKTOP_CHROME, DESKTOP, '198.51.100.10')
    await desktop.page.goto(`${baseURL()}/?utm_source=e2e-newsletter`)
    // The router's own replaceState on hydration comes first, as it does before any real navigation
    // (the page's scripts start after its first paint, which may follow the load event).
    await desktop.page.waitForLoadState('networkidle')
    await desktop.page.waitForFunction(() => typeof window.trackEvent === 'function')
    // What the App Router does on a client-side navigation, including its replaceState of the same URL.
    await desktop.page.evaluate(() => {
      history.pushState(null, '', '/insights')
      history.replaceState(null, '', '/insights')
      history.pushState(null, '', '/team/')
    })
    await desktop.page.evaluate(() => window.trackEvent?.('assessment_completed'))
    const mobile = await visitor(IPHONE, MOBILE, '198.51.100.11')
    await mobile.page.goto(`${baseURL()}/`, { referer: 'https://www.linkedin.com/feed/' })
    await mobile.page.waitForFunction(() => typeof window.trackEvent === 'function')

    const after = await reportAfter(before, 4)
    expect(after.pageViews - before.pageViews).toBe(4)
    expect(after.totalVisitors - before.totalVisitors).toBe(2)
    expect(views(after, '/insights')!.views - (views(before, '/insights')?.views ?? 0)).toBe(1)
    expect(views(after, '/team')!.views - (views(before, '/team')?.views ?? 0)).toBe(1)
    expect(after.topReferrers).toEqual(
      expect.arrayContaining([
        { referrer: 'e2e-newsletter', visitors: 1 },
        { referrer: 'linkedin.com', visitors: 1 },
      ]),
    )
    expect(after.deviceBreakdown.map((row) => row.device)).toEqual(expect.arrayContaining(['Desktop', 'Mobile']))
    expect(after.conversionMetrics.assessmentConversionRate).toBeGreaterThan(0)
    // Traffic by Hour counts distinct visitors per hour: at least every visitor once, at most every page view.
    const hourlyVisitors = after.hourlyTraffic.reduce((sum, bucket) => sum + bucket.visitors, 0)
    expect(hourlyVisitors).toBeGreaterThanOrEqual(after.totalVisitors)
    expect(hourlyVisitors).toBeLessThanOrEqual(after.pageViews)

    for (const { context, page, cspErrors } of [desktop, mobile]) {
      expect(await context.cookies()).toEqual([])
      // Nothing lasting: only the tab's own first touch of the visit, for lead attribution.
      expect(await page.evaluate(() => [localStorage.length, Object.keys(sessionStorage)])).toEqual([
        0,
        ['web-fonts', 'lcp_touch'],
      ])
      expect(cspErrors).toEqual([])
    }
  })

  it('counts pushState, popstate and no same-URL replaceState, on a page without the router', async () => {
    const before = await report()
    const { page } = await visitor(DESKTOP_CHROME, DESKTOP, '198.51.100.12')
    // A bare same-origin page, so history moves are the tracker's alone (Next reloads on foreign popstates).
    await page.route(`${baseURL()}/analytics-lab**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>lab</title><script src="/tracker.js"></script>',
      }),
    )
    await page.goto(`${baseURL()}/analytics-lab`)
    await page.waitForFunction(() => typeof window.trackEvent === 'function')
    await page.evaluate(() => history.pushState(null, '', '/analytics-lab/two'))
    await page.evaluate(() => history.replaceState(null, '', '/analytics-lab/two'))
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => resolve(), { once: true })
          history.back()
        }),
    )
    const after = await reportAfter(before, 3)
    expect(after.pageViews - before.pageViews).toBe(3)
    expect(views(after, '/analytics-lab')!.views - (views(before, '/analytics-lab')?.views ?? 0)).toBe(2)
    expect(views(after, '/analytics-lab')!.uniqueViews - (views(before, '/analytics-lab')?.uniqueViews ?? 0)).toBe(1)
  })

  it('does not load the tracker on the CMS', async () => {
    const html = await (await fetch(`${baseURL()}/cms/login`)).text()
    expect(html).not.toContain('tracker.js')
    const home = await (await fetch(`${baseURL()}/`)).text()
    expect(home).toContain('/tracker.js')
  })
})
