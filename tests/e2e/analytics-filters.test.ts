import { describe, expect, it } from 'vitest'

import type { VisitorReport } from '@/contracts/analytics-answers'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminApi, dashboardPerFile, openTab } from './admin-helpers'
import { baseURL } from './browser'

/** A referrer no other test file sends, so its visitors are this file's alone. */
const SOURCE = 'e2e-filter-source.example'

/** Two visitors from SOURCE (three page views) and two direct ones (two), as the tracker sends them. */
async function seedVisits() {
  const visits = [
    { referrer: `https://${SOURCE}/post`, paths: ['/', '/team'] },
    { referrer: `https://${SOURCE}/`, paths: ['/insights'] },
    { referrer: '', paths: ['/'] },
    { referrer: '', paths: ['/contact'] },
  ]
  for (const [visitor, { referrer, paths }] of visits.entries()) {
    for (const path of paths) {
      const response = await fetch(`${baseURL()}/api/events`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'user-agent': BROWSER_USER_AGENTS[visitor],
          'x-forwarded-for': `198.51.100.${190 + visitor}`,
        },
        body: JSON.stringify({ name: 'pageview', url: `${baseURL()}${path}`, referrer, width: 1440 }),
      })
      expect(response.status).toBe(202)
    }
  }
}

const page = dashboardPerFile(seedVisits)

const card = (label: string) => page().getByTestId(`card-${label}`)
const chip = () => page().getByTestId('filter-source')

describe('filtering the Analytics tab by a referrer', () => {
  it('clicking a referrer shows its chip, puts it in the URL and narrows every card; removing it restores them', async () => {
    // The front server writes accepted events within a second.
    await expect
      .poll(async () => (await adminApi<VisitorReport>(`/api/visitor-analytics?source=${SOURCE}`)).totalVisitors)
      .toBe(2)
    const all = await adminApi<VisitorReport>('/api/visitor-analytics')
    expect(all.totalVisitors).toBeGreaterThan(2)
    await openTab(page(), 'Analytics')
    await expect.poll(() => card('Total Visitors').textContent()).toContain(`${all.totalVisitors}`)

    await page().getByRole('button', { name: SOURCE, exact: true }).first().click()
    await expect.poll(() => chip().textContent()).toBe(`Source: ${SOURCE}`)
    await expect.poll(() => new URL(page().url()).searchParams.get('source')).toBe(SOURCE)
    expect(new URL(page().url()).searchParams.get('tab')).toBe('analytics')
    await expect.poll(() => card('Total Visitors').textContent()).toMatch(/^Total Visitors22 unique/)
    expect(await card('Page Views').textContent()).toMatch(/^Page Views350\.0% bounce rate/)
    // Every list is of those visits only: Top Referrers names the source alone.
    await expect.poll(() => page().getByTestId('list-Top Referrers').locator('li').count()).toBe(1)
    await expect.poll(() => page().getByTestId('list-Top Pages').locator('li').count()).toBe(3)

    await page()
      .getByRole('button', { name: `Remove filter Source: ${SOURCE}` })
      .click()
    await expect.poll(() => chip().count()).toBe(0)
    expect(new URL(page().url()).searchParams.has('source')).toBe(false)
    await expect.poll(() => card('Total Visitors').textContent()).toContain(`${all.totalVisitors}`)
  })

  it('a reload of a filtered URL keeps the filter', async () => {
    await page().goto(`${baseURL()}/admin?tab=analytics&range=30d&source=${SOURCE}`)
    await expect.poll(() => chip().textContent()).toBe(`Source: ${SOURCE}`)
    await expect.poll(() => card('Total Visitors').textContent()).toMatch(/^Total Visitors22 unique/)
  })
})
