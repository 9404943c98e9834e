import { describe, expect, it } from 'vitest'

import type { VisitorReport } from '@/contracts/analytics-answers'

import { BROWSER_USER_AGENTS } from '../fixtures/user-agents'
import { adminApi, dashboardPerFile, openTab } from './admin-helpers'
import { adminKey, baseURL } from './browser'

/** A referrer and pages no other test file uses, so their visitors are this file's alone. */
const SOURCE = 'e2e-saved-source.example'
const GOAL_PAGE = '/e2e-goal-page'

async function track(visitor: number, path: string, referrer = '') {
  const response = await fetch(`${baseURL()}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'user-agent': BROWSER_USER_AGENTS[visitor % BROWSER_USER_AGENTS.length],
      'x-forwarded-for': `198.51.100.${210 + visitor}`,
    },
    body: JSON.stringify({ name: 'pageview', url: `${baseURL()}${path}`, referrer, width: 1440 }),
  })
  expect(response.status).toBe(202)
}

const page = dashboardPerFile(async () => {
  await track(0, '/', `https://${SOURCE}/`)
  await track(1, '/team', `https://${SOURCE}/post`)
})

describe('saved views: a segment, a custom goal and a shared link', () => {
  it('saves the chips as a segment and reopens it from the picker', async () => {
    await expect
      .poll(async () => (await adminApi<VisitorReport>(`/api/visitor-analytics?source=${SOURCE}`)).totalVisitors)
      .toBe(2)
    await page().goto(`${baseURL()}/admin?tab=analytics&range=30d&source=${SOURCE}`)
    await expect.poll(() => page().getByTestId('filter-source').textContent()).toBe(`Source: ${SOURCE}`)
    await page().getByLabel('Segment name').fill('E2E partners')
    await page().getByRole('button', { name: 'Save segment' }).click()
    await expect.poll(() => page().getByRole('button', { name: 'Delete segment' }).count()).toBe(1)

    await page()
      .getByRole('button', { name: `Remove filter Source: ${SOURCE}` })
      .click()
    await expect.poll(() => page().getByTestId('filter-source').count()).toBe(0)
    await page().getByRole('combobox', { name: 'Segment' }).click()
    await page().getByRole('option', { name: 'E2E partners' }).click()
    await expect.poll(() => page().getByTestId('filter-source').textContent()).toBe(`Source: ${SOURCE}`)
    expect(new URL(page().url()).searchParams.get('source')).toBe(SOURCE)
  })

  it('adds a page goal and shows it convert after tracked visits', async () => {
    await page().goto(`${baseURL()}/admin?tab=analytics&range=30d`)
    await openTab(page(), 'Analytics')
    await page().getByLabel('Goal name').fill('Saw the goal page')
    await page().getByLabel('Page (* for any)').fill(`${GOAL_PAGE}*`)
    await page().getByRole('button', { name: 'Add goal' }).click()
    const goal = page().getByTestId('custom-goal').filter({ hasText: 'Saw the goal page' })
    await expect.poll(() => goal.getByTestId('goal-figures').textContent()).toMatch(/^0 visitors/)
    await track(2, `${GOAL_PAGE}-1`)
    await track(3, `${GOAL_PAGE}-2`)
    await expect
      .poll(
        async () => {
          await page().reload()
          return goal.getByTestId('goal-figures').textContent({ timeout: 10_000 })
        },
        { timeout: 20_000 },
      )
      .toMatch(/^2 visitors · 2 conversions/)
  })

  it('opens a shared link in a fresh browser without the key, traffic only; a deleted link is gone', async () => {
    const { id, url } = await adminApi<{ id: string; url: string }>('/api/analytics/shares', 'POST', {
      name: 'E2E co-investors',
    })
    const context = await page().context().browser()!.newContext()
    try {
      const reader = await context.newPage()
      const response = await reader.goto(`${baseURL()}${url}`)
      expect(response?.status()).toBe(200)
      const text = await reader.locator('main').textContent()
      expect(text).toContain('E2E co-investors')
      expect(text).toContain('Visitors')
      expect(text).not.toMatch(/Leads|Assessments|Inquiries/)
      expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
      await fetch(`${baseURL()}/api/analytics/shares/${id}`, {
        method: 'DELETE',
        headers: { 'x-api-key': adminKey() },
      })
      expect((await reader.reload())?.status()).toBe(404)
    } finally {
      await context.close()
    }
  })
})
