import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import PageCacheHandler from '../../src/server/page-cache-handler.mjs'

const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown }

type SetArgs = Parameters<PageCacheHandler['set']>

let dir: string
let cache: PageCacheHandler
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
  cache = new PageCacheHandler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    dev: false,
    revalidatedTags: [],
    _requestHeaders: {},
  } as unknown as ConstructorParameters<typeof PageCacheHandler>[0])
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const key = (slug: string) => `/route-cache/APP_PAGE/0123abcd/$/insights/${slug}`
const page = (status: number) =>
  ({
    kind: 'APP_PAGE',
    html: `<html>${status}</html>`,
    rscData: Buffer.from('rsc'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  }) as unknown as SetArgs[1]
const context = {
  cacheControl: { revalidate: 86400, expire: 31536000 },
  isFallback: false,
  isRoutePPREnabled: false,
} as unknown as SetArgs[2]
const stored = () =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.basename(file))

describe('page cache', () => {
  it('stores a page that answered 200', async () => {
    await cache.set(key('a-post-1'), page(200), context)
    expect(stored()).toEqual(['a-post-1.html'])
  })

  it('never stores a 404 or a redirect for an address it holds no page for', async () => {
    await cache.set(key('junk-7'), page(404), context)
    await cache.set(key('old-title-1'), page(308), context)
    expect(stored()).toEqual([])
  })

  it('replaces a stored page with its 404 once the post is unpublished', async () => {
    await cache.set(key('a-post-1'), page(200), context)
    await cache.set(key('a-post-1'), page(404), context)
    expect(fs.readFileSync(path.join(dir, 'route-cache/APP_PAGE/0123abcd/$/insights/a-post-1.html'), 'utf8')).toBe(
      '<html>404</html>',
    )
  })
})
