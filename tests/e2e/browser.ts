import axe from 'axe-core'
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const baseURL = () => inject('baseURL')
export const adminKey = () => inject('adminKey')

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS })

export const DESKTOP = { width: 1366, height: 900 }
export const MOBILE = { width: 390, height: 844 }

/** Runs axe-core in the page and returns its violations (id and the offending nodes). */
export async function axeViolations(page: Page) {
  // Colours are judged once they settle: mid-transition (the header turning solid as the page
  // scrolls to a field with an error) axe would measure a half-faded background. An animation
  // cancelled meanwhile (a re-render) rejects its promise and counts as settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await page.evaluate(axe.source)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  )
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
