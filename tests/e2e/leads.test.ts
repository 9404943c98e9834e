import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { QUESTIONS } from '@/lib/assessment/questions'
import { scoreAnswers } from '@/lib/assessment/scoring'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { FakeHttp } from '../fixtures/fake-http'
import { SmtpSink } from '../fixtures/smtp-sink'
import { DESKTOP, launchBrowser } from './browser'

/**
 * The lead loop end to end, on its own production server (port 4841) with SMTP pointed at a sink
 * (4840) and a CRM webhook that fails: the founder's e-mail, its link opened in Chromium, the same
 * page after a restart, the firm's notification and the dashboard's CRM line.
 */
const PORT = 4841
const BASE = `http://127.0.0.1:${PORT}`
const KEY = 'e2e-leads-admin-key-of-at-least-32-characters'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-leads-e2e-'))
const sink = new SmtpSink()
const crm = new FakeHttp(() => ({ status: 503, body: { error: 'maintenance' } }))

let server: ProductionServer
let browser: Browser
let crmUrl = ''

const start = () =>
  startProductionServer({
    port: PORT,
    dataDir,
    env: {
      ADMIN_API_KEY: KEY,
      SMTP_URL: 'smtp://127.0.0.1:4840',
      EMAIL_FROM: 'Keystone Leads <leads@keystone.example>',
      SITE_URL: BASE,
      CRM_WEBHOOK_URL: crmUrl,
      CRM_WEBHOOK_SECRET: 'e2e-secret',
    },
  })

beforeAll(async () => {
  await sink.start(4840)
  crmUrl = `${await crm.start()}/hook`
  server = await start()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sink.stop()
  await crm.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const visitor = (): Promise<BrowserContext> =>
  browser.newContext({
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  })

const ANSWERS = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, index % 7 === 0 ? 3 : 4]))
const BUSINESS = 'Loop Harbor Dental'
const FOUNDER = 'loop.founder@example.com'

async function completeAssessment(page: Page) {
  await page.goto(`${BASE}/assessment`)
  // The form works once hydrated, and the page's scripts start after its first paint.
  await page.waitForLoadState('networkidle')
  // The form's clock starts when it hydrates, which a busy machine may delay well past the load.
  const startedAt = Date.now()
  await page.locator('#businessName').fill(BUSINESS)
  await page.locator('#contactName').fill('Lena Loop')
  await page.locator('#contactEmail').fill(FOUNDER)
  await page.locator('#industry').selectOption('Healthcare')
  await page.locator('#businessCity').fill('Austin')
  await page.locator('#businessState').selectOption('TX')
  await page.locator('#businessZipCode').fill('78701')
  await page.getByRole('radio', { name: '$1M - $5M' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  for (const [index, question] of QUESTIONS.entries()) {
    await page.getByText(`Question ${index + 1} of ${QUESTIONS.length}`, { exact: true }).waitFor()
    await page.getByRole('radio', { name: question.options[ANSWERS[question.id]], exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
  }
  await page.getByRole('heading', { name: 'What is a customer worth to you?' }).waitFor()
  const checkbox = page.getByRole('checkbox', { name: 'E-mail me my results' })
  expect(await checkbox.isChecked()).toBe(false)
  await checkbox.check()
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 3500 - Date.now())))
  await page.getByRole('button', { name: 'See my results' }).click()
  await page.waitForURL(/\/assessment\/results\/[\w-]+\.[\w-]{43}$/)
}

const shownScore = (page: Page) => page.getByTestId('total-score').textContent()

let resultsUrl = ''
let score = ''

describe('the lead loop', () => {
  it('e-mails the founder their results link, which opens the same score in Chromium', async () => {
    const context = await visitor()
    const page = await context.newPage()
    await completeAssessment(page)
    score = (await shownScore(page))!
    const { totalScore } = scoreAnswers(ANSWERS)
    expect(score).toBe(`${totalScore}/84`)
    resultsUrl = page.url()
    await context.close()

    const mail = await sink.waitFor((m) => m.to.includes(FOUNDER), 60_000)
    expect(mail.subject).toBe(`Your Keystone Legacy Partners assessment results: ${totalScore}/84`)
    const link = /http:\/\/\S+\/assessment\/results\/[\w.-]+/.exec(mail.text)?.[0]
    expect(link).toBe(resultsUrl)

    const reader = await visitor()
    const opened = await reader.newPage()
    const response = await opened.goto(link!)
    expect(response!.status()).toBe(200)
    expect(await shownScore(opened)).toBe(score)
    await expect(opened.getByTestId('rating').textContent()).resolves.toBe('High Potential')
    await expect(opened.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow')
    await reader.close()
  })

  it('tells the firm, with the AI result and the dashboard link, and the dashboard shows the failing CRM', async () => {
    const mail = await sink.waitFor((m) => m.subject.includes(BUSINESS), 90_000)
    expect(mail.subject).toBe(`High Potential assessment: ${BUSINESS} scored ${score}`)
    expect(mail.to).toEqual(['partners@keystonelegacy.example'])
    expect(mail.text).toMatch(/AI analysis:\n.+investment readiness/)
    expect(mail.text).toContain(`${BASE}/admin?tab=assessments&search=loop.founder%40example.com`)
    expect(crm.requests.length).toBeGreaterThan(0)

    const context = await browser.newContext({ viewport: DESKTOP })
    await context.addInitScript((key) => window.sessionStorage.setItem('api-key', key), KEY)
    const page = await context.newPage()
    // The e-mail's link opens the dashboard on the lead's tab with the lead found.
    await page.goto(/http:\/\/\S+\/admin\?\S+/.exec(mail.text)![0])
    await page.getByText('CRM sync failing: 1 delivery failed').waitFor({ timeout: 30_000 })
    // A CRM sync is configured: the header offers the CRM beside its status.
    await page.getByRole('link', { name: 'Open CRM' }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search by name, email, or business' }).inputValue()).toBe(FOUNDER)
    await page.getByText('Business Assessments (1)', { exact: true }).waitFor()
    await page.getByRole('row').filter({ hasText: BUSINESS }).getByText('CRM pending').waitFor()
    await context.close()
  })

  it('serves the same results after a restart, and a forged, malformed or deleted one as a 404 page', async () => {
    await server.stop()
    server = await start()
    const context = await visitor()
    const page = await context.newPage()
    expect((await page.goto(resultsUrl))!.status()).toBe(200)
    expect(await shownScore(page)).toBe(score)

    const token = resultsUrl.split('/').pop()!
    const forged = `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`
    for (const bad of [forged, 'not-a-token', `${Buffer.from('1').toString('base64url')}.${'A'.repeat(43)}`]) {
      const response = await page.goto(`${BASE}/assessment/results/${bad}`)
      expect(response!.status()).toBe(404)
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
      expect(await page.content()).not.toMatch(/at \w+ \(|node_modules/)
    }

    const [record] = (await (await fetch(`${BASE}/api/assessments`, { headers: { 'x-api-key': KEY } })).json()) as {
      id: number
    }[]
    expect(
      (await fetch(`${BASE}/api/assessments/${record.id}`, { method: 'DELETE', headers: { 'x-api-key': KEY } })).status,
    ).toBe(200)
    expect((await page.goto(resultsUrl))!.status()).toBe(404)
    await context.close()
  })
})
