import { expect } from 'vitest'
import type { Browser, Page } from 'playwright-core'

import { adminKey, baseURL, DESKTOP, MOBILE } from './browser'

export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const

let clients = 0

/**
 * A fresh page at this viewport, hydrated at `path`, on the suite's server or `base`; each gets its own
 * client address so per-address limits never interfere.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  path?: string,
  base = baseURL(),
): Promise<Page> {
  clients += 1
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(clients % 250) + 1}` },
  })
  const page = await context.newPage()
  // A page's scripts start after its first paint (src/server/scripts-after-paint.ts), which may
  // come after the load event: every visit of a page waits until React has hydrated the document
  // (it marks the body with its fiber), so a click reaches a page that handles it.
  const visit = page.goto.bind(page)
  page.goto = async (...args) => {
    const response = await visit(...args)
    if (response?.headers()['content-type']?.startsWith('text/html')) await untilHydrated(page)
    return response
  }
  if (path) await page.goto(path)
  return page
}

/** Until React has hydrated the document (it marks the body with its fiber), as after a form's GET navigation. */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))

/** Payload's REST API with the admin key (the product's JSON API is built separately), of the suite's server or `server`. */
export async function cms<T = Record<string, unknown>>(
  path: string,
  method = 'GET',
  body?: unknown,
  server = { baseURL: baseURL(), adminKey: adminKey() },
): Promise<T> {
  const response = await fetch(`${server.baseURL}/cms-api${path}`, {
    method,
    headers: { 'x-api-key': server.adminKey, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${method} /cms-api${path}: ${response.status} ${await response.clone().text()}`).toBe(true)
  return (await response.json()) as T
}

/** Reloads the page until the check passes: content changes show after the hooks revalidate the page. */
export async function untilPage(page: Page, path: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await page.goto(path)
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`${path} did not show the change within ${timeoutMs} ms`)
    await page.waitForTimeout(500)
  }
}

export const metaContent = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content')

/** The origin canonical links use: SITE_URL is unset in tests, so it is http://localhost:{PORT}. */
export const siteOrigin = () => baseURL().replace('127.0.0.1', 'localhost')
