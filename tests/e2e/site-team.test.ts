import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoAdvisors, demoTeam } from '../../src/seed/demo-content'
import { baseURL, DESKTOP, launchBrowser } from './browser'
import { cms, openPage, untilPage, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const daniel = demoTeam[0]
const helen = demoAdvisors[0]

describe.each(VIEWPORTS)('team page (%s)', (_name, viewport) => {
  it('lists active team members and advisors as cards', async () => {
    const page = await openPage(browser, viewport, '/team')
    await page.getByRole('heading', { level: 1, name: 'Meet Our Team' }).waitFor()
    const cards = page.getByTestId('team-card')
    expect(await cards.count()).toBe(demoTeam.length)
    const first = cards.first()
    expect(await first.textContent()).toBe(
      `${daniel.name}${daniel.title}${daniel.teamCategory}${daniel.bio.overview.slice(0, 100)}...`,
    )
    expect(await first.getByTestId('photo-placeholder').count()).toBe(1)

    await page.getByRole('heading', { level: 2, name: 'Our Advisors' }).waitFor()
    const advisors = page.getByTestId('advisor-card')
    expect(await advisors.count()).toBe(demoAdvisors.length)
    expect(await advisors.first().textContent()).toBe(
      `${helen.name}${helen.title}${helen.company}${helen.expertise}${helen.description}`,
    )
    await page.context().close()
  })

  it('opens the team modal and closes it with the X button and with Esc', async () => {
    const page = await openPage(browser, viewport, '/team')
    await page.getByTestId('team-card').first().click()
    const dialog = page.getByRole('dialog', { name: daniel.name })
    await dialog.waitFor()
    const text = await dialog.textContent()
    expect(text).toContain(daniel.title)
    expect(text).toContain(daniel.bio.overview)
    const linkedIn = dialog.getByRole('link', { name: /LinkedIn/ })
    expect(await linkedIn.getAttribute('href')).toBe(daniel.linkedinUrl)
    expect(await linkedIn.getAttribute('target')).toBe('_blank')
    await dialog.getByRole('heading', { name: 'Value Creation Approach' }).waitFor()
    const pillars = dialog.getByTestId('pillar')
    expect(await pillars.locator('h4').allTextContents()).toEqual(daniel.bio.pillars.map((pillar) => pillar.title))
    expect(await pillars.locator('svg').evaluateAll((icons) => icons.map((icon) => icon.dataset.icon))).toEqual(
      daniel.bio.pillars.map((pillar) => pillar.icon),
    )
    await dialog.getByRole('heading', { name: 'Philosophy' }).waitFor()
    expect(await dialog.locator('blockquote').textContent()).toBe(daniel.bio.philosophy)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('team-card').first().click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })

  it('opens the advisor modal with the profile whitespace preserved, closed by X and Esc', async () => {
    const page = await openPage(browser, viewport, '/team')
    await page.getByTestId('advisor-card').first().click()
    const dialog = page.getByRole('dialog', { name: helen.name })
    await dialog.waitFor()
    const text = await dialog.textContent()
    for (const part of [helen.title, helen.company, helen.expertise]) expect(text).toContain(part)
    expect(await dialog.getByRole('link', { name: /LinkedIn/ }).getAttribute('href')).toBe(helen.linkedinUrl)
    await dialog.getByRole('heading', { name: 'Advisory Profile' }).waitFor()
    const profile = dialog.getByTestId('advisory-profile')
    expect(await profile.textContent()).toBe(helen.bio)
    expect(await profile.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap')
    const paragraphBreak = await profile.evaluate((element) => element.getBoundingClientRect().height)
    expect(paragraphBreak).toBeGreaterThan(60)
    await dialog.getByRole('heading', { name: 'Overview' }).waitFor()
    expect(text).toContain(helen.description)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('advisor-card').first().click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })
})

describe('team content from the CMS', () => {
  it('shows new active members within seconds, with the default category, click text and icon fallback', async () => {
    await cms('/team-members', 'POST', {
      name: 'Nora Quinn',
      title: 'Associate',
      displayOrder: 90,
      photo: 'https://images.example.com/nora-quinn.jpg',
    })
    await cms('/team-members', 'POST', {
      name: 'Owen Park',
      title: 'Principal',
      teamCategory: 'Operations Team',
      displayOrder: 91,
      bio: JSON.stringify({
        overview: 'Short overview.',
        pillars: [
          { icon: 'NotAnIcon', title: 'Grit', description: 'Keeps going.' },
          { icon: 'Gem', title: 'Quality', description: 'Does it right.' },
        ],
      }),
    })
    await cms('/team-members', 'POST', { name: 'Hidden Person', title: 'Former', isActive: false, displayOrder: 92 })

    const page = await openPage(browser, DESKTOP)
    const card = (name: string) => page.getByTestId('team-card').filter({ hasText: name })
    await untilPage(
      page,
      '/team',
      async () => (await card('Owen Park').count()) === 1 && (await card('Nora Quinn').count()) === 1,
    )
    expect(await card('Nora Quinn').textContent()).toBe('Nora QuinnAssociateLeadership TeamClick to view full profile')
    expect(await card('Nora Quinn').getByRole('img', { name: 'Nora Quinn' }).getAttribute('src')).toBe(
      'https://images.example.com/nora-quinn.jpg',
    )
    expect(await card('Owen Park').getByTestId('photo-placeholder').count()).toBe(1)
    expect(await card('Owen Park').textContent()).toBe('Owen ParkPrincipalOperations TeamShort overview.')
    expect(await page.getByText('Hidden Person').count()).toBe(0)

    await card('Owen Park').click()
    const dialog = page.getByRole('dialog', { name: 'Owen Park' })
    await dialog.waitFor()
    expect(
      await dialog
        .getByTestId('pillar')
        .locator('svg')
        .evaluateAll((icons) => icons.map((icon) => icon.dataset.icon)),
    ).toEqual(['TrendingUp', 'Gem'])
    expect(await dialog.getByRole('link', { name: /LinkedIn/ }).count()).toBe(0)
    expect(await dialog.getByRole('heading', { name: 'Philosophy' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('a first visit', () => {
  it.each(['/team', '/insights'])(
    'finds %s in place in the HTML: no skeleton to swap out after the first paint',
    async (path) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text()
      expect(html).not.toContain('<template id="B:')
      // The skeletons stay in the RSC data (a client-side navigation shows them), not in the markup.
      expect(html).not.toContain('data-testid="skeleton"')
      expect(html).toContain(path === '/team' ? daniel.name : 'data-testid="post-card"')
    },
  )

  it('sees nothing on the team page move while it loads, and its cards open once hydrated', async () => {
    const page = await openPage(browser, DESKTOP)
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/team')
    await page.getByTestId('team-card').first().click()
    await page.getByRole('dialog', { name: daniel.name }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
    await page.context().close()
  })
})

/**
 * Makes the next client-side navigation slow: no prefetching and a 4 KB/s connection, so the
 * streamed page shows its loading state (as a visitor on a poor connection would see it).
 */
async function openWithSlowNavigation(path: string) {
  const page = await openPage(browser, DESKTOP)
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()),
  )
  await page.goto(path)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 4000,
    uploadThroughput: 100_000,
  })
  return page
}

describe('loading skeletons', () => {
  it('shows 2 team and 3 advisor skeletons while the team page loads', async () => {
    const page = await openWithSlowNavigation('/disclaimer')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Who We Are' }).click()
    await page.getByRole('status', { name: 'Loading team members' }).waitFor()
    expect(await page.getByRole('status', { name: 'Loading team members' }).getByTestId('skeleton').count()).toBe(2)
    expect(await page.getByRole('status', { name: 'Loading advisors' }).getByTestId('skeleton').count()).toBe(3)
    await page.getByTestId('team-card').first().waitFor()
    await page.context().close()
  })

  it('shows 6 skeletons while the insights list loads', async () => {
    const page = await openWithSlowNavigation('/disclaimer')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click()
    const status = page.getByRole('status', { name: 'Loading insights' })
    await status.waitFor()
    expect(await status.getByTestId('skeleton').count()).toBe(6)
    await page.getByTestId('post-card').first().waitFor()
    await page.context().close()
  })
})
