import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import type { AssessmentImportInput } from '@/contracts/assessments'

import { adminKey, baseURL, DESKTOP, launchBrowser } from './browser'

/** A JSON call to the product API with the admin key. */
export async function adminApi<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-api-key': adminKey() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A desktop context whose tabs already hold the admin key (sessionStorage), so /admin logs in by itself. */
export async function loggedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })
  await context.addInitScript((key) => {
    if (!window.sessionStorage.getItem('api-key')) window.sessionStorage.setItem('api-key', key)
  }, adminKey())
  return context
}

/**
 * The admin confirms leaving a form with unsaved changes (the dashboard asks with a confirm, a
 * reload with the browser's own question). A test about that question takes this handler off.
 */
export const confirmLeaving = (dialog: Dialog) => void dialog.accept()

/** Opens /admin and waits for the dashboard behind the gate. */
export async function openDashboard(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('dialog', confirmLeaving)
  await page.goto(`${baseURL()}/admin`)
  await page.getByRole('button', { name: 'Logout' }).waitFor()
  return page
}

/** Opens a dashboard section and waits until its panel has replaced the previous one. */
export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await page.getByRole('tabpanel', { name }).waitFor()
}

/** Waits for a toast (or any text) to appear. */
export const seeText = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor()

/** Typed by the assessments contract, so a renamed or new required field fails here. */
const assessmentImport = (): AssessmentImportInput => ({
  businessName: 'E2E Widgets',
  contactName: 'Erin Tester',
  contactEmail: 'erin@e2e.example',
  businessWebsite: 'https://e2e.example',
  industry: 'Manufacturing',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  annualRevenue: '1m-5m',
  totalScore: 72,
  lifetimeGrossProfit: 5000,
  customerAcquisitionCost: 1000,
})

/** An assessment import with the key (totalScore given); `over` changes or adds fields. */
export const assessmentBody = (over: Record<string, unknown> = {}) => ({ ...assessmentImport(), ...over })

/**
 * One browser and one logged-in dashboard page for a test file; `prepare` runs before the page
 * opens (seed data, grant permissions). Read the page through the returned getter.
 */
export function dashboardPerFile(prepare: (context: BrowserContext) => Promise<void> = async () => {}) {
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await loggedInContext(browser)
    await prepare(context)
    page = await openDashboard(context)
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })
  return () => page!
}
