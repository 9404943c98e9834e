import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchBrowser } from './browser'
import { openPage, VIEWPORTS } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The insight with a heading, a list and an image that the audit measures. */
const RICH_INSIGHT = '/insights/succession-without-surprises-preparing-a-family-business-for-its-next-chapter-1'

const PAGES = [
  '/',
  '/team',
  '/insights',
  '/insights/why-we-focus-on-healthcare-and-technology-4',
  RICH_INSIGHT,
  '/contact',
  '/disclaimer',
  '/assessment',
]

/** Until the text uses the web fonts (src/app/(site)/_components/web-fonts-script.tsx). */
const untilWebFonts = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.webFonts === 'on')

type Box = { element: string; top: number; left: number; height: number | null }

/**
 * Where every element that starts in the first screen starts, in document order, and the height of
 * those that also end in it (a taller list whose end is out of sight moves nothing on screen).
 */
async function firstScreenBoxes(page: Page): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready)
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .map((element, index) => ({ element, index, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.height > 0 && rect.top < window.innerHeight)
      .map(({ element, index, rect }) => ({
        element: `${index} <${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 50)}`,
        top: Math.round(rect.top),
        left: rect.left,
        height: rect.bottom <= window.innerHeight ? Math.round(rect.height) : null,
      })),
  )
}

describe('web fonts', () => {
  it('are asked for only after the first contentful paint, then used by the text', async () => {
    const page = await openPage(browser, VIEWPORTS[1][1], '/')
    await untilWebFonts(page)
    await page.evaluate(() => document.fonts.ready)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.fonts).toHaveLength(2)
    for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint)
    // The first page adds the faces under the names the text asks for first; nothing restyles.
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(false)
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Source Serif Web"/)
    expect(await page.evaluate(() => document.fonts.check('600 36px "Source Serif Web"'))).toBe(true)
    expect(await page.evaluate(() => document.fonts.check('400 16px "Inter Web"'))).toBe(true)

    // A later page of the tab names the fonts from its first layout, from the HTTP cache.
    await page.goto('/team')
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true)
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^sourceSerif\b/)
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('600 36px sourceSerif'))).toBe(true)
    await page.context().close()
  })

  describe.each(VIEWPORTS)('swapping in (%s)', (_name, viewport) => {
    /** The first screen's boxes of `path` in the stand-ins (web fonts refused), then with the web fonts swapped in. */
    async function swap(path: string): Promise<[Box[], Box[]]> {
      const standIns = await openPage(browser, viewport)
      await standIns.route('**/*.woff2', (route) => route.abort())
      await standIns.goto(path)
      const webFonts = await openPage(browser, viewport, path)
      await untilWebFonts(webFonts)
      // Both pages settled alike (every request of theirs answered) before they are compared.
      await Promise.all([standIns, webFonts].map((page) => page.waitForLoadState('networkidle')))
      const boxes: [Box[], Box[]] = [await firstScreenBoxes(standIns), await firstScreenBoxes(webFonts)]
      await standIns.context().close()
      await webFonts.context().close()
      return boxes
    }

    it.each(PAGES)('moves nothing in the first screen of %s', async (path) => {
      const upright = (boxes: Box[]) => boxes.map(({ element, top, height }) => ({ element, top, height }))
      const [before, after] = await swap(path)
      expect(upright(after)).toEqual(upright(before))
    })

    it('moves nothing sideways either in the first screen of the rich insight', async () => {
      const [before, after] = await swap(RICH_INSIGHT)
      // Chromium counts a move of 3 CSS px or more as a layout shift (the read time after the date did).
      expect(after.filter((box, index) => Math.abs(box.left - before[index].left) >= 3)).toEqual([])
    })
  })
})
