/**
 * One view per person: a lead's panel lists every lead of the same address and one timeline of
 * what happened with them, and a partner answers from it with a template.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody, dashboardPerFile, seeText } from './admin-helpers'
import { axeViolations, baseURL } from './browser'

const currentPage = dashboardPerFile(async () => {
  await adminApi(
    '/api/assessments',
    'POST',
    assessmentBody({ businessName: 'Person Pottery', contactName: 'Pia Potter', contactEmail: 'Pia@Person.example' }),
  )
  const inquiry = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
    body: JSON.stringify({
      firstName: 'Pia',
      lastName: 'Potter',
      email: 'pia@person.example',
      industry: 'Retail',
      inquiryType: 'general',
      message: 'Following up on my <b>assessment</b>.',
      formStartTime: Date.now() - 10_000,
    }),
  })
  expect(inquiry.status).toBe(201)
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

describe('a person in the dashboard', () => {
  it('opens a lead on its person, with their other lead and one timeline, and sends a reply from a template', async () => {
    await page.goto(`${baseURL()}/admin?q=Person%20Pottery`)
    const row = page.getByRole('row', { name: /Person Pottery/ })
    await row.getByRole('button', { name: '1 other lead from Pia Potter' }).waitFor()
    await row.getByRole('button', { name: 'Notes on Person Pottery' }).click()
    const panel = page.getByRole('dialog', { name: 'Person Pottery' })
    await panel.getByRole('heading', { name: '2 leads from this person' }).waitFor()
    const timeline = panel.getByRole('list', { name: 'Timeline' })
    await timeline.getByText('Assessment submitted: Person Pottery, score 72/84').waitFor()
    await timeline.getByText('Inquiry sent: General Inquiry').waitFor()
    // The visitor's text is shown as text.
    await timeline.getByText('Following up on my <b>assessment</b>.').waitFor()
    expect(await panel.locator('b').count()).toBe(0)

    await panel.getByRole('combobox', { name: 'Reply template' }).click()
    await page.getByRole('option', { name: 'Thanks — let’s talk' }).click()
    expect(await panel.getByLabel('Subject').inputValue()).toBe('Thanks for reaching out to Keystone Legacy Partners')
    expect(await panel.getByLabel('Message').inputValue()).toMatch(/^Hi Pia,/)
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await seeText(page, 'Reply queued')
    await timeline
      .getByText('Reply to Pia@Person.example: Thanks for reaching out to Keystone Legacy Partners', { exact: false })
      .waitFor()
    expect(await panel.getByLabel('Subject').inputValue()).toBe('')
    expect(await axeViolations(page)).toEqual([])

    const person = await adminApi<{ timeline: { type: string; author: string }[] }>(
      '/api/people?email=pia%40person.example',
    )
    expect(person.timeline.filter((entry) => entry.type === 'reply')).toEqual([
      expect.objectContaining({ author: 'API key' }),
    ])
  })
})
