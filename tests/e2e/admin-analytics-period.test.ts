import { describe, expect, it } from 'vitest'

import type { VisitorReport } from '@/contracts/analytics-answers'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminApi, dashboardPerFile, openTab } from './admin-helpers'
import { baseURL } from './browser'

const VISITS = 3

/** Page views from three visitors (distinct client addresses), as the tracker sends them. */
async function seedVisits() {
  for (let visitor = 0; visitor < VISITS; visitor += 1) {
    for (const path of ['/', '/team']) {
      const response = await fetch(`${baseURL()}/api/events`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'user-agent': BROWSER_USER_AGENTS[visitor],
          'x-forwarded-for': `198.51.100.${170 + visitor}`,
        },
        body: JSON.stringify({ name: 'pageview', url: `${baseURL()}${path}`, referrer: '', width: 1440 }),
      })
      expect(response.status).toBe(202)
    }
  }
}

const page = dashboardPerFile(async () => {
  await seedVisits()
})

const card = (label: string) => page().getByTestId(`card-${label}`)
const chartPoints = async () => Number(await page().getByTestId('trend-chart').getAttribute('data-points'))

describe('the Analytics tab period', () => {
  it('starts on the last 30 days with a daily trend and the change on each card', async () => {
    await openTab(page(), 'Analytics')
    await card('Total Visitors').waitFor()
    // The front server writes accepted events within a second.
    await expect
      .poll(async () => (await adminApi<VisitorReport>('/api/visitor-analytics')).totalVisitors)
      .toBeGreaterThanOrEqual(VISITS)
    await expect.poll(chartPoints).toBe(30)
    expect(await card('Page Views').getByTestId('card-change').textContent()).toMatch(
      /^(New|[+-]?\d+\.\d%) vs previous period$/,
    )
    expect(await page().getByRole('combobox', { name: 'Period' }).textContent()).toContain('Last 30 days')
  })

  it("shows 'Last 7 days' in the URL, the chart and the cards", async () => {
    await page().getByRole('combobox', { name: 'Period' }).click()
    await page().getByRole('option', { name: 'Last 7 days' }).click()
    await expect.poll(() => new URL(page().url()).searchParams.get('range')).toBe('7d')
    await expect.poll(chartPoints).toBe(7)
    const report = await adminApi<VisitorReport>('/api/visitor-analytics?range=7d')
    expect(report.period.granularity).toBe('day')
    await expect.poll(() => card('Total Visitors').textContent()).toContain(String(report.totalVisitors))
    await expect
      .poll(() =>
        page()
          .getByText(/previous period .* dashed/)
          .textContent(),
      )
      .toContain(report.previousPeriod!.from)
  })

  it('shows a custom range in the URL, the chart and the cards, and a reload keeps it', async () => {
    await page().getByRole('combobox', { name: 'Period' }).click()
    await page().getByRole('option', { name: 'Custom range' }).click()
    await page().getByLabel('From', { exact: true }).fill('2025-01-01')
    await page().getByLabel('To', { exact: true }).fill('2025-01-10')
    await page().getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => page().url()).toContain('range=custom&from=2025-01-01&to=2025-01-10')
    await expect.poll(chartPoints).toBe(10)
    // No visits back then: the cards read zero and the chart's description says so.
    await expect.poll(() => card('Total Visitors').textContent()).toContain('0 unique')
    expect(await page().getByTestId('trend-chart').locator('canvas').getAttribute('aria-label')).toContain(
      '0 visitors and 0 page views',
    )
    await page().reload()
    await page().getByRole('button', { name: 'Logout' }).waitFor()
    if (!(await card('Total Visitors').isVisible())) await openTab(page(), 'Analytics')
    await expect.poll(chartPoints).toBe(10)
    expect(await page().getByLabel('From', { exact: true }).inputValue()).toBe('2025-01-01')
  })
})
