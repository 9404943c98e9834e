import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COMPILE_HINT } from '../../src/config/compile-hints'
import { launchBrowser, MOBILE } from './browser'
import { openPage } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Each script a visit of `path` ran from the build's chunks, by path, with its text. */
async function chunksRun(path: string): Promise<Map<string, string>> {
  const page = await openPage(browser, MOBILE)
  const bodies: Promise<[string, string]>[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js'))
      bodies.push(response.text().then((text) => [pathname, text]))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const chunks = new Map(await Promise.all(bodies))
  await page.context().close()
  return chunks
}

describe('scripts of the public pages', () => {
  it.each(['/', '/team', '/insights', '/assessment'])(
    '%s runs only chunks that ask V8 to compile them while they stream',
    async (path) => {
      const chunks = await chunksRun(path)
      expect([...chunks.keys()].some((name) => name.includes('/app/(site)/'))).toBe(true)
      for (const [name, text] of chunks) expect(text.startsWith(COMPILE_HINT), name).toBe(true)
    },
  )

  it('leaves the dashboard’s own chunks to be compiled as they are called', async () => {
    const chunks = await chunksRun('/admin')
    const own = [...chunks].filter(([name]) => name.includes('/app/admin/'))
    expect(own.length).toBeGreaterThan(0)
    for (const [name, text] of own) expect(text.startsWith(COMPILE_HINT), name).toBe(false)
  })
})
