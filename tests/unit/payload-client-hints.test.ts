import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'

type Rule = { source: string; headers: { key: string; value: string }[] }

/** The header names Next.js would send for `path` (a rule's source is a path-to-regexp pattern). */
async function headerNames(path: string): Promise<string[]> {
  const rules = ((await nextConfig.headers?.()) ?? []) as Rule[]
  const matches = (source: string) =>
    new RegExp(`^${source.replace('/:path*', '(/.*)?').replace(/:\w+/g, '[^/]+')}$`).test(path)
  return rules.filter((rule) => matches(rule.source)).flatMap((rule) => rule.headers.map((header) => header.key))
}

describe("Payload's color-scheme client hints", () => {
  it('are not asked for on public pages, so Chromium loads a first visit once', async () => {
    for (const path of ['/', '/team', '/insights/some-post', '/admin']) {
      const names = await headerNames(path)
      expect(names, path).not.toContain('Critical-CH')
      expect(names, path).not.toContain('Accept-CH')
      expect(names, path).not.toContain('Vary')
      expect(names, path).toContain('X-Content-Type-Options')
    }
  })

  it("are still asked for on the CMS, whose theme follows the reader's", async () => {
    for (const path of ['/cms', '/cms/collections/posts']) {
      expect(await headerNames(path), path).toEqual(expect.arrayContaining(['Accept-CH', 'Vary', 'Critical-CH']))
    }
  })
})
