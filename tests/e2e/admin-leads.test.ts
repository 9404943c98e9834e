import fs from 'node:fs'

import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { adminKey, axeViolations, baseURL } from './browser'

type Assessment = { id: number; businessName: string; totalScore: number }
type Inquiry = { id: number; email: string }

const INJECTION = '=HYPERLINK("http://evil.example","click")'

async function submitInquiry(over: Record<string, unknown>) {
  const response = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({
      firstName: 'Ivy',
      lastName: 'Inquirer',
      email: 'ivy@inquiry.example',
      website: 'https://ivy.example',
      industry: 'Healthcare',
      inquiryType: 'consulting',
      message: 'We want to grow.',
      formStartTime: Date.now() - 10_000,
      ...over,
    }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Inquiry
}

async function download(trigger: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()])
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) }
}

const currentPage = dashboardPerFile(async (context) => {
  await adminApi(
    '/api/assessments',
    'POST',
    assessmentBody({ businessName: INJECTION, contactName: 'Doe, "JD"', totalScore: 84 }),
  )
  await adminApi(
    '/api/assessments',
    'POST',
    assessmentBody({
      businessName: 'Low Score LLC',
      totalScore: 10,
      annualRevenue: 'under-100k',
      businessWebsite: null,
      industry: null,
    }),
  )
  await submitInquiry({ firstName: '@SUM(A1)', email: 'csv@inquiry.example', message: 'Line one\nLine "two"' })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() })
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const card = (label: string) => page.getByTestId('summary-card').filter({ hasText: label })

describe('summary and Business Assessments', () => {
  it('shows the summary cards computed from the stored leads', async () => {
    const assessments = await adminApi<Assessment[]>('/api/assessments')
    const inquiries = await adminApi<Inquiry[]>('/api/contact')
    const high = assessments.filter((row) => row.totalScore >= 70).length
    const average = Math.round(assessments.reduce((sum, row) => sum + row.totalScore, 0) / assessments.length)
    await page.getByRole('row', { name: /Low Score LLC/ }).waitFor()
    expect(await card('Total Assessments').innerText()).toContain(String(assessments.length))
    expect(await card('Contact Inquiries').innerText()).toContain(String(inquiries.length))
    expect(await card('High Potential').innerText()).toContain(String(high))
    expect(await card('Avg Score').innerText()).toContain(String(average))
  })

  it('says truthfully that no CRM sync is configured, and then offers no CRM to open', async () => {
    const settings = (await (
      await fetch(`${baseURL()}/cms-api/globals/site-settings`, { headers: { 'x-api-key': adminKey() } })
    ).json()) as { crmUrl: string }
    expect(settings.crmUrl).toMatch(/^https:/)
    // This server has neither a webhook nor HubSpot: the line says so (tests/e2e/leads.test.ts sees it active and failing).
    await seeText(page, 'CRM sync not configured.')
    expect(await page.getByRole('link', { name: 'Open CRM' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Set a webhook in Site settings' }).getAttribute('href')).toBe(
      '/cms/globals/site-settings',
    )
  })

  it('shows every column of a row and has no axe violation', async () => {
    const row = page.getByRole('row', { name: /Low Score LLC/ })
    const text = await row.innerText()
    for (const part of [
      'Not provided',
      'Not specified',
      'Austin, TX 78701',
      'Under $100K',
      '10/84',
      'Needs Development',
      '5.0:1',
      'Score 10/10',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/)
    expect(await axeViolations(page)).toEqual([])
  })

  it('filters by search and revenue band', async () => {
    const search = page.getByPlaceholder('Search by name, email, or business...')
    await search.fill('low score')
    await page.getByText('Business Assessments (1)').waitFor()
    await search.fill('')
    await page.getByLabel('Revenue filter').click()
    await page.getByRole('option', { name: 'Under $100K' }).click()
    // The rows of the band replace the others once the server has answered.
    await page.getByRole('row', { name: /HYPERLINK/ }).waitFor({ state: 'detached' })
    await page.getByRole('row', { name: /Low Score LLC/ }).waitFor()
    await page.getByLabel('Revenue filter').click()
    await page.getByRole('option', { name: 'All' }).click()
    await page.getByRole('row', { name: /HYPERLINK/ }).waitFor()
  })

  it('exports the filtered rows as business-assessments.csv, quoted, with a BOM and neutralised formulas', async () => {
    await page.getByPlaceholder('Search by name, email, or business...').fill('evil.example')
    await page.getByText('Business Assessments (1)').waitFor()
    const file = await download(() => page.getByRole('button', { name: 'Export CSV' }).click())
    expect(file.name).toBe('business-assessments.csv')
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = file.bytes.toString('utf8').slice(1).split('\r\n')
    expect(lines[0]).toMatch(/^Business Name,Contact Name,Email,/)
    expect(lines).toHaveLength(3)
    expect(
      lines[1].startsWith(`"'=HYPERLINK(""http://evil.example"",""click"")","Doe, ""JD""",erin@e2e.example,`),
    ).toBe(true)
    await page.getByPlaceholder('Search by name, email, or business...').fill('')
  })

  it('copies an e-mail with a 3-second toast, and says when copying fails', async () => {
    const row = page.getByRole('row', { name: /Low Score LLC/ })
    await row.getByRole('button', { name: 'Copy Email' }).click()
    await seeText(page, 'Email copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('erin@e2e.example')
    const shown = Date.now()
    while ((await page.getByText('Email copied').count()) > 0 && Date.now() - shown < 6000)
      await page.waitForTimeout(100)
    expect(Date.now() - shown).toBeGreaterThan(2000)
    expect(Date.now() - shown).toBeLessThan(4500)

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await row.getByRole('button', { name: 'Copy Email' }).click()
    await seeText(page, 'Copy failed')
    await seeText(page, 'Could not copy email to clipboard')
  })

  it('deletes an assessment after confirmation and refetches the leads', async () => {
    const row = page.getByRole('row', { name: /Low Score LLC/ })
    await row.getByRole('button', { name: /Delete assessment/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await row.waitFor({ state: 'detached' })
    const assessments = await adminApi<Assessment[]>('/api/assessments')
    expect(assessments.some((row) => row.businessName === 'Low Score LLC')).toBe(false)
    expect(await card('Total Assessments').innerText()).toContain(String(assessments.length))
  })
})

describe('Contact Inquiries', () => {
  it('lists inquiries with the type filter, exports contact-inquiries.csv and has no axe violation', async () => {
    await openTab(page, 'Contact Inquiries')
    const row = page.getByRole('row', { name: /csv@inquiry.example/ })
    await row.waitFor()
    const text = await row.innerText()
    expect(text).toContain('Business Consulting')
    expect(text).toMatch(/AI analysis processing\.\.\.|Urgency:/)
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Inquiry type').click()
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All Types',
      'Business Consulting',
      'Strategic Partnership',
      'General Inquiry',
    ])
    await page.getByRole('option', { name: 'Strategic Partnership' }).click()
    // The server filters: the row goes once the filtered page has arrived.
    await page.getByRole('row', { name: /csv@inquiry.example/ }).waitFor({ state: 'detached' })
    await page.getByLabel('Inquiry type').click()
    await page.getByRole('option', { name: 'Business Consulting' }).click()
    await row.waitFor()

    await page.getByPlaceholder('Search by name, email, or business...').fill('csv@inquiry')
    await page.getByText('Contact Inquiries (1)').waitFor()
    const file = await download(() => page.getByRole('button', { name: 'Export CSV' }).click())
    expect(file.name).toBe('contact-inquiries.csv')
    const csv = file.bytes.toString('utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain(
      `'@SUM(A1),Inquirer,csv@inquiry.example,https://ivy.example,Healthcare,consulting,"Line one\nLine ""two""",`,
    )
    await page.getByPlaceholder('Search by name, email, or business...').fill('')
  })

  it('shows the AI analysis box with at most three key points', async () => {
    await page.route(/\/api\/message-analyses\?/, async (route) => {
      const inquiries = await adminApi<Inquiry[]>('/api/contact')
      const target = inquiries.find((inquiry) => inquiry.email === 'csv@inquiry.example')!
      await route.fulfill({
        json: [
          {
            contactInquiryId: target.id,
            urgencyLevel: 'high',
            businessPotential: 'medium',
            summary: 'Wants help growing.',
            keyPoints: ['one', 'two', 'three', 'four'],
          },
        ],
      })
    })
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await openTab(page, 'Contact Inquiries')
    const row = page.getByRole('row', { name: /csv@inquiry.example/ })
    await row.getByText('Wants help growing.').waitFor()
    expect(await row.innerText()).toContain('Urgency: high')
    expect(await row.getByRole('listitem').allInnerTexts()).toEqual(['one', 'two', 'three'])
    await page.unroute(/\/api\/message-analyses\?/)
  })
})
