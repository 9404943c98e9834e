import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seeText } from './admin-helpers'
import { adminKey, axeViolations, baseURL, DESKTOP, launchBrowser } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Wrong keys count against their client's failure limit: these come from an address of their own. */
const wrongKeyClient = { viewport: DESKTOP, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.45' } }

/** The key where the dashboard keeps it (this tab's sessionStorage); localStorage must never hold it. */
const storedKey = async (page: import('playwright-core').Page) => {
  const [local, session] = await page.evaluate(() => [
    localStorage.getItem('api-key'),
    sessionStorage.getItem('api-key'),
  ])
  expect(local).toBeNull()
  return session
}

describe('the admin key gate', () => {
  it('shows the login form, not indexed, with no axe violation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const response = await page.goto(`${baseURL()}/admin`)
    expect(response?.status()).toBe(200)
    await seeText(page, 'Admin Login')
    await seeText(page, 'Enter your API key to access the admin dashboard')
    const field = page.getByPlaceholder('Enter API Key')
    expect(await field.getAttribute('type')).toBe('password')
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true)
    await field.fill('   ')
    expect(await page.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('refuses a wrong key with "Invalid API key" and stores nothing', async () => {
    const context = await browser.newContext(wrongKeyClient)
    const page = await context.newPage()
    await page.goto(`${baseURL()}/admin`)
    await page.getByPlaceholder('Enter API Key').fill('not-the-key')
    await page.getByRole('button', { name: 'Login' }).click()
    await seeText(page, 'Invalid API key')
    expect(await storedKey(page)).toBeNull()
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    await context.close()
  })

  it('says "Unable to validate API key" when the check cannot run', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    await page.route('**/api/admin/validate', (route) => route.abort('connectionrefused'))
    await page.goto(`${baseURL()}/admin`)
    await page.getByPlaceholder('Enter API Key').fill(adminKey())
    await page.getByRole('button', { name: 'Login' }).click()
    await seeText(page, 'Unable to validate API key')
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    await context.close()
  })

  it('logs in with the trimmed key on Enter (Validating... meanwhile), re-logs in on reload, and logs out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    let sent: unknown
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/validate', async (route) => {
      sent = route.request().postDataJSON()
      await held
      await route.continue()
    })
    await page.goto(`${baseURL()}/admin`)
    const field = page.getByPlaceholder('Enter API Key')
    await field.fill(`  ${adminKey()}  `)
    await field.press('Enter')
    await page.getByRole('button', { name: 'Validating...' }).waitFor()
    expect(await page.getByRole('button', { name: 'Validating...' }).isDisabled()).toBe(true)
    release()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    expect(sent).toEqual({ apiKey: adminKey() })
    expect(await storedKey(page)).toBe(adminKey())
    await page.unroute('**/api/admin/validate')

    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await seeText(page, 'Total Assessments')

    await page.getByRole('button', { name: 'Logout' }).click()
    await seeText(page, 'Admin Login')
    expect(await storedKey(page)).toBeNull()
    expect(await page.getByPlaceholder('Enter API Key').inputValue()).toBe('')
    await context.close()
  })

  it('clears a stored key the server rejects at load', async () => {
    const context = await browser.newContext(wrongKeyClient)
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        sessionStorage.setItem('api-key', 'stale-key')
      }
    })
    const page = await context.newPage()
    await page.goto(`${baseURL()}/admin`)
    await seeText(page, 'Invalid API key')
    expect(await storedKey(page)).toBeNull()
    await context.close()
  })

  it('keeps a stored key but stays logged out when the check is unreachable at load', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.addInitScript((key) => sessionStorage.setItem('api-key', key), adminKey())
    const page = await context.newPage()
    await page.route('**/api/admin/validate', (route) => route.abort('connectionrefused'))
    await page.goto(`${baseURL()}/admin`)
    await seeText(page, 'Unable to validate API key')
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0)
    expect(await storedKey(page)).toBe(adminKey())
    await context.close()
  })
})
