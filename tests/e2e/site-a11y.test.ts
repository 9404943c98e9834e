import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { axeViolations, DESKTOP, launchBrowser, MOBILE } from './browser'
import { openPage, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = [
  '/',
  '/team',
  '/insights',
  '/insights/why-we-focus-on-healthcare-and-technology-4',
  '/contact',
  '/disclaimer',
  '/portfolio',
  '/privacy',
  '/no-such-page',
  '/insights/missing-0',
]

async function expectNoViolations(page: Page) {
  await page.waitForTimeout(300)
  expect(await axeViolations(page)).toEqual([])
}

describe.each(VIEWPORTS)('axe-core (%s)', (_name, viewport) => {
  it.each(PAGES)('finds no violation on %s', async (path) => {
    const page = await openPage(browser, viewport, path)
    await expectNoViolations(page)
    await page.context().close()
  })
})

describe('axe-core on interactive states', () => {
  it('finds no violation in the open mobile drawer', async () => {
    const page = await openPage(browser, MOBILE, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    await expectNoViolations(page)
    await page.context().close()
  })

  it('finds no violation in the contact form error state', async () => {
    const page = await openPage(browser, DESKTOP, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByTestId('toast').waitFor()
    await expectNoViolations(page)
    await page.context().close()
  })

  it('finds no violation in the open team and advisor modals', async () => {
    const page = await openPage(browser, DESKTOP, '/team')
    for (const card of ['team-card', 'advisor-card']) {
      await page.getByTestId(card).first().click()
      await page.getByRole('dialog').waitFor()
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
    }
    await page.context().close()
  })
})
