import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DESKTOP, launchBrowser, MOBILE } from './browser'
import { metaContent, openPage, siteOrigin, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id)

/** Waits until the section's top edge has settled just under the fixed navigation bar. */
async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top
    return top >= -2 && top < 120
  }, id)
}

describe.each(VIEWPORTS)('home page (%s)', (_name, viewport) => {
  it('shows the commitment, mission, values, industry focus, assessment call and footer', async () => {
    const page = await openPage(browser, viewport, '/')
    expect(await page.title()).toMatch(/Venture & Growth Capital/)
    expect(await metaContent(page, 'meta[name="description"]')).toMatch(/founder-led and family-run businesses/)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(siteOrigin())
    await page.getByRole('heading', { level: 1, name: 'Your Legacy: Our Commitment' }).waitFor()
    expect(await page.getByRole('link', { name: 'Get In Touch' }).getAttribute('href')).toBe('/contact')

    const about = page.locator('section#about')
    expect(await about.getByRole('heading', { level: 2 }).textContent()).toBe('Our Mission')
    for (const verb of ['Build', 'Invest', 'Give Back'])
      await about.getByRole('heading', { name: verb, exact: true }).waitFor()
    const aboutText = await about.textContent()
    expect(aboutText).toContain('enduring businesses')
    expect(aboutText).toContain('disciplined capital and hands-on expertise')
    expect(aboutText).toContain('to society')
    for (const value of ['Strategic Focus', 'Stakeholder Value', 'Long-Term Partnership']) {
      await about.getByRole('heading', { name: value }).waitFor()
    }
    const focus = page.locator('section#focus')
    expect(await focus.locator('article h3').allTextContents()).toEqual(['Healthcare', 'Technology'])
    expect(await page.getByRole('link', { name: 'Take the Assessment' }).getAttribute('href')).toBe('/assessment')

    const footer = page.locator('footer')
    expect(await footer.getByRole('link', { name: 'Disclaimer' }).getAttribute('href')).toBe('/disclaimer')
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Keystone Legacy Partners`)
    await page.context().close()
  })

  it('scrolls to the section in the hash on load and on every hash change', async () => {
    const page = await openPage(browser, viewport, '/#focus')
    await expectScrolledTo(page, 'focus')
    await page.evaluate(() => (window.location.hash = 'about'))
    await expectScrolledTo(page, 'about')
    await page.context().close()
  })
})

describe('navigation bar', () => {
  const background = (page: Page) =>
    page.locator('header').evaluate((header) => {
      const style = getComputedStyle(header)
      return { color: style.backgroundColor, blur: style.backdropFilter, scrolled: header.dataset.scrolled }
    })

  it('is fixed, transparent at the top and opaque with a blur after more than 10 px', async () => {
    const page = await openPage(browser, DESKTOP, '/team')
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed')
    expect(await background(page)).toMatchObject({ color: 'rgba(0, 0, 0, 0)', scrolled: 'false' })
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForTimeout(200)
    expect((await background(page)).scrolled).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await page.waitForFunction(() => document.querySelector('header')!.dataset.scrolled === 'true')
    await page.waitForTimeout(400)
    const scrolled = await background(page)
    expect(scrolled.color).not.toBe('rgba(0, 0, 0, 0)')
    expect(scrolled.blur).toMatch(/blur/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => document.querySelector('header')!.dataset.scrolled === 'false')
    await page.context().close()
  })

  it('lists About, Who We Are, Insights, Portfolio, Assessment and the Contact button', async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = nav.getByRole('link')
    expect(await links.allTextContents()).toEqual([
      'Keystone Legacy Partners',
      'About',
      'Who We Are',
      'Insights',
      'Portfolio',
      'Assessment',
      'Contact',
    ])
    expect(await nav.getByRole('link', { name: 'Who We Are' }).getAttribute('href')).toBe('/team')
    expect(await nav.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/insights')
    expect(await nav.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe('/portfolio')
    expect(await nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact')
    await page.context().close()
  })

  it('About scrolls to the about section on the home page', async () => {
    const page = await openPage(browser, DESKTOP, '/')
    expect(await sectionTop(page, 'about')).toBeGreaterThan(400)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expectScrolledTo(page, 'about')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.context().close()
  })

  it('About from another page goes to the home page and then scrolls to the about section', async () => {
    const page = await openPage(browser, DESKTOP, '/disclaimer')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectScrolledTo(page, 'about')
    await page.context().close()
  })
})

describe('mobile drawer', () => {
  it('holds the entries in a side drawer that traps focus, closes on Esc and navigates', async () => {
    const page = await openPage(browser, MOBILE, '/')
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Who We Are' }).isVisible(),
    ).toBe(false)
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.waitFor()
    const box = await drawer.boundingBox()
    expect(box!.x + box!.width).toBeCloseTo(MOBILE.width, 0)
    expect(await drawer.getByRole('link').allTextContents()).toEqual([
      'About',
      'Who We Are',
      'Insights',
      'Portfolio',
      'Assessment',
      'Contact',
    ])

    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')

    await menu.click()
    await drawer.getByRole('link', { name: 'Who We Are' }).click()
    await page.waitForURL((url) => url.pathname === '/team')
    await drawer.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 1, name: 'Meet Our Team' }).waitFor()

    await menu.click()
    await drawer.getByRole('link', { name: 'About' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectScrolledTo(page, 'about')
    await page.context().close()
  })
})
