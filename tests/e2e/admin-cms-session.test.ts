/** A partner signs in to /admin with a CMS account instead of the shared key; triage then carries their name. */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody } from './admin-helpers'
import { adminKey, axeViolations, baseURL, DESKTOP, launchBrowser } from './browser'

const PASSWORD = 'a-long-enough-password-1'

async function createUser(email: string, role: 'admin' | 'editor', name: string) {
  const response = await fetch(`${baseURL()}/cms-api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': adminKey() },
    body: JSON.stringify({ email, password: PASSWORD, role, name }),
  })
  expect(response.status).toBe(201)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  await createUser('partner@inbox.example', 'admin', 'Pat Partner')
  await createUser('editor@inbox.example', 'editor', 'Ed Editor')
  await adminApi('/api/assessments', 'POST', assessmentBody({ businessName: 'Session Lead Co' }))
})
afterAll(() => browser?.close())

async function signIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto(`${baseURL()}/admin`)
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Sign in with your CMS account' }).click()
  await page.waitForURL((url) => url.pathname === '/cms/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  return page
}

describe('signing in with a CMS account', () => {
  it('keeps the key gate as it is, beside the CMS sign-in', async () => {
    const page = await browser.newPage()
    await page.goto(`${baseURL()}/admin`)
    await page.getByText('Enter your API key to access the admin dashboard').waitFor()
    expect(await page.getByPlaceholder('Enter API Key').getAttribute('type')).toBe('password')
    expect(await page.getByRole('link', { name: 'Sign in with your CMS account' }).getAttribute('href')).toBe(
      '/cms/login?redirect=%2Fadmin',
    )
    await page.close()
  })

  it('opens the dashboard without a key, names the partner, and records their notes under their name', async () => {
    const page = await signIn('partner@inbox.example')
    await page.getByText('Signed in as Pat Partner').waitFor()
    expect(await page.evaluate(() => [localStorage.getItem('api-key'), sessionStorage.getItem('api-key')])).toEqual([
      null,
      null,
    ])
    const row = page.getByRole('row', { name: /Session Lead Co/ })
    await row.getByRole('button', { name: 'Notes on Session Lead Co' }).click()
    const panel = page.getByRole('dialog', { name: 'Session Lead Co' })
    await panel.getByLabel('Add a note').fill('Met at the fair.')
    await panel.getByRole('button', { name: 'Add note' }).click()
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Met at the fair.' })
      .getByText(/Pat Partner/)
      .waitFor()
    await panel.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.context().close()
  })

  it('refuses an editor account the lead data', async () => {
    const page = await signIn('editor@inbox.example')
    await page.getByText('Your CMS account is not an admin account').waitFor()
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    await page.context().close()
  })
})
