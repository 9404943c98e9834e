/**
 * Held submissions in the dashboard: a contact form sent with a filled trap is answered as sent,
 * shows as "N held" with its reason and its text as plain text, and is released into the inbox.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import type { HeldLeadList } from '@/contracts/held-leads'

import { adminApi, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { baseURL } from './browser'

const MESSAGE = '<b>Please hold</b> & call me back'
let heldBefore = 0

const currentPage = dashboardPerFile(async () => {
  const answer = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.91' },
    body: JSON.stringify({
      firstName: 'Hector',
      lastName: 'Held',
      email: 'hector@held.example',
      industry: 'Retail',
      inquiryType: 'general',
      message: MESSAGE,
      honeypot: 'filled by a bot',
      formStartTime: Date.now() - 10_000,
    }),
  })
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({ success: true })
  heldBefore = (await adminApi<HeldLeadList>('/api/held-leads')).totalDocs
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

describe('held submissions', () => {
  it('shows the count, the reason and the text as plain text, and releases one into the inbox', async () => {
    const summary = page.getByText(`${heldBefore} held`, { exact: true })
    await summary.waitFor()
    await summary.click()
    const row = page.getByRole('listitem', { name: 'Held: Hector Held' })
    await row.waitFor()
    expect(await row.getByText('Hidden trap field filled').count()).toBe(1)
    expect(await row.getByText(MESSAGE, { exact: true }).count()).toBe(1)
    expect(await row.locator('b').count()).toBe(0)

    await row.getByRole('button', { name: 'Release to inbox' }).click()
    await seeText(page, "Hector Held's submission is in the inbox.")
    await row.waitFor({ state: 'detached' })
    if (heldBefore > 1) await page.getByText(`${heldBefore - 1} held`, { exact: true }).waitFor()
    else expect(await page.getByText(/^\d+ held$/).count()).toBe(0)

    await openTab(page, 'Contact Inquiries')
    await seeText(page, 'hector@held.example')
  })
})
