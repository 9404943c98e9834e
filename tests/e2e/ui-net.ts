/**
 * The UI net's checks, shared by the public site's (ui-net-site.test.ts) and the dashboard's nets:
 * each reads what a person sees on an open page and fails with the offending elements or texts.
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

import { RATINGS, RECOMMENDATIONS } from '@/contracts/enumerations'
import { REVENUE_RANGES } from '@/lib/assessment/options'

/** The widths every screen is checked at: a phone, a tablet, a small laptop, a desktop. */
export const NET_WIDTHS = [390, 768, 1024, 1440] as const
export const netViewport = (width: number) => ({ width, height: width < 768 ? 844 : 900 })

/** The page scrolls sideways: names the elements that reach past the viewport's right edge. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    if (root.scrollWidth <= width) return null
    // The outermost elements past the edge, as "tag#id.class" with their right edge.
    const past = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1)
      .slice(0, 5)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
        const classes = String(element.getAttribute('class') ?? '')
          .split(/\s+/)
          .slice(0, 4)
          .join('.')
        return `${name}${classes ? `.${classes}` : ''} right=${Math.round(element.getBoundingClientRect().right)}`
      })
    return { scrollWidth: root.scrollWidth, width, past }
  })
  const found = overflow ? `${overflow.scrollWidth} px wide in ${overflow.width} px: ${overflow.past.join('; ')}` : ''
  expect(found.length, `horizontal overflow on ${page.url()}: ${found}`).toBe(0)
}

/**
 * The header shows on one line: no text in it wraps, and its visible entries share one row.
 * `header` defaults to the page's banner (the site's fixed navigation bar).
 */
export async function expectSingleLineHeader(page: Page, header: Locator = page.getByRole('banner').first()) {
  const problems = await header.evaluate((root) => {
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const boxes: { text: string; top: number; bottom: number }[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      // (No named helper functions inside evaluate: a bundler's name-keeping wrapper is not in the page.)
      const parent = node.parentElement
      const style = parent && getComputedStyle(parent)
      if (!text || !parent || !style || style.visibility === 'hidden' || !parent.getClientRects().length) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
      if (!rects.length) continue
      const lines = new Set(rects.map((rect) => Math.round(rect.top / 4)))
      if (lines.size > 1) found.push(`"${text}" wraps on ${lines.size} lines`)
      boxes.push({
        text,
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
      })
    }
    // One row: some horizontal line crosses every entry's text.
    const lowestTop = Math.max(...boxes.map((box) => box.top))
    const highestBottom = Math.min(...boxes.map((box) => box.bottom))
    if (boxes.length > 1 && lowestTop >= highestBottom)
      found.push(
        `entries on more than one row: ${boxes.map((box) => `"${box.text}" at ${Math.round(box.top)}`).join(', ')}`,
      )
    return found
  })
  expect(problems.length, `header on ${page.url()}: ${problems.join('; ')}`).toBe(0)
}

/**
 * `target` lies below every fixed or sticky bar at the top of the viewport (the header) and starts
 * inside the viewport: after an in-page step it can be read without scrolling back. Polled, so a
 * smooth scroll may finish.
 */
export async function expectNotUnderStickyHeader(page: Page, target: Locator) {
  const place = () =>
    target.evaluate((element) => {
      const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((bar) => {
        const style = getComputedStyle(bar)
        if (style.position !== 'fixed' && style.position !== 'sticky') return false
        const box = bar.getBoundingClientRect()
        // A bar across the top: at the top edge, wider than half the viewport, not a full-screen overlay.
        return (
          box.top <= 1 &&
          box.bottom > 0 &&
          box.width > innerWidth / 2 &&
          box.height < innerHeight / 2 &&
          !bar.contains(element)
        )
      })
      const barsBottom = Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom))
      const top = element.getBoundingClientRect().top
      return top < barsBottom - 1
        ? `starts at ${Math.round(top)} px, under the header ending at ${Math.round(barsBottom)} px`
        : top >= innerHeight
          ? `starts at ${Math.round(top)} px, below the viewport (${innerHeight} px)`
          : 'visible'
    })
  await expect.poll(place, { timeout: 5_000 }).toBe('visible')
}

/** Codes with a label for people: revenue ranges, investment ratings and recommendations. */
export const LABELLED_CODES: readonly string[] = [...REVENUE_RANGES, ...RATINGS, ...RECOMMENDATIONS].filter(
  // Codes that are also plain words ("buy", "hold", "consider") cannot be told from text.
  (code) => /[-_\d]/.test(code),
)

/** Plural nouns a count of one must not take ("1 visits"); words ending in -ss, -us, -is are singular. */
const ONE_PLURAL = /(?<![\d.,])\b1 ([A-Za-z]+[^suiS\W]s)\b/g

/**
 * Figures read right: no "1 visits"-style plural, no percentage above 100, no raw code where a
 * label exists (`codes`: more codes to reject). Elements matching `except` (a CSS selector) are
 * not read: e.g. a filter whose options are the codes by specification.
 */
export async function expectReadableFigures(
  page: Page,
  { codes = [], except }: { codes?: string[]; except?: string } = {},
) {
  const texts = await page.evaluate((skip) => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (skip && parent.closest(skip)) continue
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      if (text && parent.getClientRects().length > 0) out.push(text)
    }
    // Text split over elements ("<b>1</b> visits") is read from the block's rendered text too.
    for (const block of document.body.querySelectorAll<HTMLElement>('p, li, td, th, dd, dt, span, div')) {
      if (skip && block.closest(skip)) continue
      if (block.children.length > 0 && block.children.length <= 4 && block.innerText.length <= 200)
        out.push(block.innerText.replace(/\s+/g, ' ').trim())
    }
    return out
  }, except ?? null)

  const problems = new Set<string>()
  const all = [...LABELLED_CODES, ...codes]
  for (const text of texts) {
    for (const match of text.matchAll(ONE_PLURAL)) problems.add(`plural after one: "${match[0]}" in "${text}"`)
    for (const match of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?%/g)) {
      if (Number(match[1].replace(/,/g, '')) > 100) problems.add(`percentage above 100: "${match[0]}" in "${text}"`)
    }
    for (const code of all) {
      if (new RegExp(`(?<![\\w$.-])${code.replace(/[-_]/g, '[-_]')}(?![\\w-])`).test(text))
        problems.add(`raw code "${code}" in "${text}"`)
    }
  }
  expect(problems.size, `figures on ${page.url()}: ${[...problems].join('; ')}`).toBe(0)
}
