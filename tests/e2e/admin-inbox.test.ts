/**
 * The lead inbox at scale: server paging, sorting and filtering with the view in the URL, the
 * summary cards, the export of every matching row, triage (status, notes), the trash, and the
 * layout at 1280 and 768 px.
 */
import fs from 'node:fs'

import type { Dialog, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody, confirmLeaving, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { LEAVE_QUESTION } from '@/dashboard/unsaved-changes'
import { axeViolations, baseURL } from './browser'

type Lead = { id: number; businessName: string; totalScore: number; status?: string }
type Paged = { docs: Lead[]; totalDocs: number; page: number; totalPages: number }

/** 45 assessments, 30 of them High Potential (more than one page of 25). */
const SCORES = Array.from({ length: 45 }, (_, index) => (index < 30 ? 70 + (index % 15) : 10 + index))

const LONG_MESSAGE = [
  'We run a family bakery.',
  'Second line.',
  'Third line.',
  'Fourth line.',
  'The fifth line is the ask.',
].join('\n')

const currentPage = dashboardPerFile(async () => {
  const inquiry = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
    body: JSON.stringify({
      firstName: 'Lena',
      lastName: 'Long',
      email: 'lena@inbox.example',
      industry: 'Retail',
      inquiryType: 'general',
      message: LONG_MESSAGE,
      formStartTime: Date.now() - 10_000,
    }),
  })
  expect(inquiry.status).toBe(201)
  for (const [index, totalScore] of SCORES.entries()) {
    await adminApi(
      '/api/assessments',
      'POST',
      assessmentBody({
        businessName: `Inbox ${String(index).padStart(2, '0')}`,
        contactEmail: `inbox${index}@inbox.example`,
        totalScore,
        annualRevenue: index % 2 ? '1m-5m' : '5m-plus',
      }),
    )
  }
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const search = () => new URL(page.url()).searchParams
const rows = () => page.locator('table tbody tr')
const firstCells = () => rows().evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.innerText ?? ''))
const scoresShown = async () =>
  (await rows().evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[5]?.textContent ?? ''))).map((text) =>
    Number(text.split('/')[0]),
  )
const header = (name: string) => page.getByRole('columnheader', { name })
const card = (label: string) => page.getByTestId('summary-card').filter({ hasText: label })

/** The table shows the rows of the URL's view: its render has started, and the next page is no longer loading. */
async function settle() {
  await page.waitForTimeout(200)
  await page.waitForFunction(
    () => document.querySelector('table') && !document.querySelector('table[aria-busy="true"]'),
  )
}

describe('sorting, paging and the URL', () => {
  it('sorts by a column header from the keyboard, saying the order in aria-sort', async () => {
    await page.getByRole('row', { name: /Inbox 44/ }).waitFor()
    const score = header('Score')
    expect(await score.getAttribute('aria-sort')).toBe('none')
    expect(await header('Date').getAttribute('aria-sort')).toBe('descending')
    await score.getByRole('button').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'score')
    await settle()
    expect(await score.getAttribute('aria-sort')).toBe('ascending')
    const ascending = await scoresShown()
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    await page.keyboard.press('Space')
    await page.waitForURL((url) => url.searchParams.get('sort') === '-score')
    await settle()
    expect(await score.getAttribute('aria-sort')).toBe('descending')
    const descending = await scoresShown()
    expect(descending[0]).toBe(Math.max(...SCORES))
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })

  it('pages with a page size, each page from the server', async () => {
    await page.getByLabel('Rows per page').click()
    await page.getByRole('option', { name: '25', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('size') === '25')
    await settle()
    expect(await rows().count()).toBe(25)
    const total = (await adminApi<Lead[]>('/api/assessments')).length
    await seeText(page, `1–25 of ${total}`)
    const first = await firstCells()
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await settle()
    await seeText(page, `26–50 of ${total}`)
    const second = await firstCells()
    expect(second.some((cell) => first.includes(cell))).toBe(false)
  })

  it('filters to 70+ from the High Potential card, counted by the server', async () => {
    const all = await adminApi<Lead[]>('/api/assessments')
    const high = all.filter((lead) => lead.totalScore >= 70).length
    expect(await card('High Potential').innerText()).toContain(String(high))
    await card('High Potential').getByRole('button').click()
    await page.waitForURL((url) => url.searchParams.get('minScore') === '70')
    await settle()
    expect(search().get('page')).toBeNull()
    await page.getByText(`Business Assessments (${high})`).waitFor()
    expect(await card('High Potential').getByRole('button').getAttribute('aria-pressed')).toBe('true')
    expect(Math.min(...(await scoresShown()))).toBeGreaterThanOrEqual(70)
  })

  it('keeps the whole view across a reload', async () => {
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await settle()
    const before = { url: page.url(), cells: await firstCells() }
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await settle()
    expect(page.url()).toBe(before.url)
    expect(await firstCells()).toEqual(before.cells)
    expect(await header('Score').getAttribute('aria-sort')).toBe('descending')
    await page.getByRole('button', { name: /Score 70\+/ }).waitFor()
  })

  it('exports every row matching the filter, not only the page', async () => {
    const expected = (await adminApi<Lead[]>('/api/assessments')).filter((lead) => lead.totalScore >= 70).length
    expect(expected).toBeGreaterThan(25)
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(file.suggestedFilename()).toBe('business-assessments.csv')
    const csv = fs.readFileSync((await file.path())!, 'utf8')
    expect(csv.trim().split('\r\n')).toHaveLength(expected + 1)
    // Every High Potential lead of the seed is in it (more than one page), none of the others.
    SCORES.forEach((score, index) => {
      const name = `Inbox ${String(index).padStart(2, '0')},`
      expect(csv.includes(name), name).toBe(score >= 70)
    })
  })

  it('searches as typing rests, in the URL, and a new tab starts on its first page', async () => {
    await page.getByPlaceholder('Search by name, email, or business...').fill('inbox 07')
    await page.waitForURL((url) => url.searchParams.get('q') === 'inbox 07')
    await page.getByText('Business Assessments (1)').waitFor()
    await page.getByPlaceholder('Search by name, email, or business...').fill('')
    await page.waitForURL((url) => !url.searchParams.has('q'))
    await openTab(page, 'Contact Inquiries')
    expect(search().get('page')).toBeNull()
    expect(search().get('minScore')).toBeNull()
    await openTab(page, 'Business Assessments')
  })
})

describe('triage', () => {
  it('takes a lead from New to Qualified with a note, shown at once and stored', async () => {
    await page.goto(`${baseURL()}/admin?q=Inbox%2003`)
    const row = page.getByRole('row', { name: /Inbox 03/ })
    await row.waitFor()
    const status = row.getByRole('combobox', { name: 'Status of Inbox 03' })
    expect(await status.innerText()).toBe('New')
    await status.click()
    await page.getByRole('option', { name: 'Qualified' }).click()
    expect(await status.innerText()).toBe('Qualified')

    await row.getByRole('button', { name: 'Notes on Inbox 03' }).click()
    const panel = page.getByRole('dialog', { name: 'Inbox 03' })
    // The history records the status change, by whom.
    const change = panel.getByRole('listitem').filter({ hasText: 'Status: New → Qualified' })
    await change.getByText(/API key/).waitFor()
    await panel.getByLabel('Add a note').fill('Called the founder: <b>keen</b> to talk.')
    await panel.getByRole('button', { name: 'Add note' }).click()
    const note = panel.getByRole('listitem').filter({ hasText: 'Called the founder' })
    await note.waitFor()
    await note.getByText(/API key/).waitFor()
    expect(await note.innerText()).toContain('<b>keen</b>')
    expect(await panel.locator('b').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await panel.getByRole('button', { name: 'Close' }).click()

    const stored = await adminApi<Paged>('/api/assessments?page=1&limit=10&q=Inbox%2003')
    expect(stored.docs[0].status).toBe('qualified')
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Status of Inbox 03' }).innerText()).toBe('Qualified')
  })

  it('undoes a refused status change with the error toast', async () => {
    const row = page.getByRole('row', { name: /Inbox 03/ })
    await page.route('**/api/assessments/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, body: 'Database unavailable' })
        : route.continue(),
    )
    const status = row.getByRole('combobox', { name: 'Status of Inbox 03' })
    await status.click()
    await page.getByRole('option', { name: 'Passed' }).click()
    await seeText(page, 'Failed to update lead: 500: Database unavailable')
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Status of Inbox 03"]')?.textContent === 'Qualified',
    )
    await page.unroute('**/api/assessments/*')
  })
})

describe('the trash', () => {
  it('moves a deleted lead to the trash, and restores it with its data', async () => {
    await page.goto(`${baseURL()}/admin?q=Inbox%2003`)
    const row = page.getByRole('row', { name: /Inbox 03/ })
    await row.getByRole('button', { name: 'Delete assessment from Inbox 03' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeText(page, 'Assessment moved to trash')
    await page.getByText('No assessments found').waitFor()

    await page.getByRole('button', { name: 'Trash' }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === 'trash')
    const trashed = page.getByRole('row', { name: /Inbox 03/ })
    await trashed.waitFor()
    await page.getByText('Trash: Business Assessments (1)').waitFor()
    await trashed.getByRole('button', { name: /Restore/ }).click()
    await seeText(page, 'Assessment restored')
    await page.getByText('The trash is empty').waitFor()

    await page.getByRole('button', { name: 'Back to leads' }).click()
    const restored = page.getByRole('row', { name: /Inbox 03/ })
    await restored.waitFor()
    expect(await restored.getByRole('combobox', { name: 'Status of Inbox 03' }).innerText()).toBe('Qualified')
  })

  it('deletes a trashed lead permanently after confirmation', async () => {
    await page.goto(`${baseURL()}/admin?q=Inbox%2044`)
    await page.getByRole('button', { name: 'Delete assessment from Inbox 44' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No assessments found').waitFor()
    await page.getByRole('button', { name: 'Trash' }).click()
    await page.getByRole('button', { name: 'Delete Inbox 44 permanently' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeText(page, 'Assessment deleted permanently')
    await page.getByText('The trash is empty').waitFor()
    const all = await adminApi<Lead[]>('/api/assessments')
    expect(all.some((lead) => lead.businessName === 'Inbox 44')).toBe(false)
    expect((await adminApi<Paged>('/api/assessments/trash?q=Inbox%2044')).totalDocs).toBe(0)
  })
})

describe('layout', () => {
  it('shows every column, Actions included, at 1280 px without sideways scrolling', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${baseURL()}/admin`)
    await page.getByRole('row', { name: /Inbox 00/ }).waitFor()
    const fit = await page.evaluate(() => {
      const table = document.querySelector('table')!
      return {
        table: table.scrollWidth,
        box: table.parentElement!.clientWidth,
        page: document.documentElement.scrollWidth,
      }
    })
    expect(fit.table).toBeLessThanOrEqual(fit.box)
    expect(fit.page).toBeLessThanOrEqual(1280)
    const remove = page.getByRole('button', { name: 'Delete assessment from Inbox 00' })
    const box = (await remove.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1280)
    expect(await axeViolations(page)).toEqual([])
  })

  it('stacks each row into labelled cells at 768 px', async () => {
    await page.setViewportSize({ width: 768, height: 1000 })
    const row = page.getByRole('row', { name: /Inbox 00/ })
    const cell = row.locator('td').first()
    expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('grid')
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain('Business')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 900 })
  })

  it('scrolls an opened AI panel into view and focuses it', async () => {
    await page.goto(`${baseURL()}/admin?size=100`)
    const last = page.getByRole('row', { name: /Inbox 00/ })
    await last.scrollIntoViewIfNeeded()
    await last.getByRole('button', { name: 'AI Analysis' }).click()
    const panel = page.getByRole('region', { name: /AI analysis/ })
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'region')
    await page.waitForFunction(() => {
      const top = document.activeElement!.getBoundingClientRect().top
      return top >= 0 && top < window.innerHeight
    })
    await panel.getByRole('button', { name: 'Close Analysis' }).click()
  })
})

describe('inquiries and forms', () => {
  it("expands an inquiry's full message", async () => {
    await page.goto(`${baseURL()}/admin?tab=inquiries`)
    const row = page.getByRole('row', { name: /lena@inbox.example/ })
    const toggle = row.getByRole('button', { name: 'Show full message' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    const less = row.getByRole('button', { name: 'Show less' })
    expect(await less.getAttribute('aria-expanded')).toBe('true')
    const message = row.getByText(/The fifth line is the ask/)
    expect(await message.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
  })

  it('shows an AI analysis the queue finishes later without a reload', async () => {
    let calls = 0
    await page.route(/\/api\/message-analyses\?/, async (route) => {
      calls += 1
      if (calls < 2) return route.fulfill({ json: [] })
      const inquiries = await adminApi<{ id: number; email: string }[]>('/api/contact')
      const lena = inquiries.find((inquiry) => inquiry.email === 'lena@inbox.example')!
      return route.fulfill({
        json: [
          {
            contactInquiryId: lena.id,
            urgencyLevel: 'low',
            businessPotential: 'high',
            summary: 'A bakery ready to grow.',
            keyPoints: ['family owned'],
          },
        ],
      })
    })
    await page.reload()
    const row = page.getByRole('row', { name: /lena@inbox.example/ })
    await row.getByText('AI analysis processing...').waitFor()
    await row.getByText('A bakery ready to grow.').waitFor({ timeout: 15_000 })
    expect(calls).toBeGreaterThanOrEqual(2)
    await page.unroute(/\/api\/message-analyses\?/)
  })

  it('asks before leaving a form with unsaved changes', async () => {
    await openTab(page, 'Team Management')
    await page.getByRole('button', { name: 'Add Team Member' }).click()
    await page.waitForFunction(() => document.activeElement?.id === 'team-name')
    await page.locator('#team-name').fill('Half typed')
    const questions: string[] = []
    const stay = (dialog: Dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    }
    page.off('dialog', confirmLeaving)
    page.on('dialog', stay)
    // The admin stays: the Insights tab is asked for but never opens.
    await page.getByRole('tab', { name: 'Insights' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    page.off('dialog', stay)
    page.on('dialog', confirmLeaving)
    expect(questions).toEqual([LEAVE_QUESTION, LEAVE_QUESTION])
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Team Management')
    expect(await page.locator('#team-name').inputValue()).toBe('Half typed')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.locator('#team-name').waitFor({ state: 'detached' })
  })
})
