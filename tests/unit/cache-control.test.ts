import { describe, expect, it } from 'vitest'

import { NOT_FOUND_CACHE_CONTROL, sentCacheControl } from '../../src/server/cache-control'

const PRERENDERED = 's-maxage=86400, stale-while-revalidate=31449600'

describe('the Cache-Control a response leaves with', () => {
  it('keeps a prerendered 404 a minute in shared caches', () => {
    expect(sentCacheControl(404, false, PRERENDERED)).toBe(NOT_FOUND_CACHE_CONTROL)
    expect(sentCacheControl(404, true, PRERENDERED)).toBe(NOT_FOUND_CACHE_CONTROL)
  })

  it('has the browser revalidate an RSC payload, which a shared cache still keeps a day', () => {
    expect(sentCacheControl(200, true, PRERENDERED)).toBe('public, max-age=0, s-maxage=86400, must-revalidate')
  })

  it('leaves pages, uncacheable payloads and other 404s as Next.js sent them', () => {
    expect(sentCacheControl(200, false, PRERENDERED)).toBe(PRERENDERED)
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(sentCacheControl(200, true, dynamic)).toBe(dynamic)
    expect(sentCacheControl(404, false, dynamic)).toBe(dynamic)
  })
})
