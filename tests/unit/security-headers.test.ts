import { describe, expect, it } from 'vitest'

import { adminCsp, securityHeaders } from '@/config/security-headers'

type Rules = ReturnType<typeof securityHeaders>

/** The headers Next.js would send for `path` (a rule's source is a path-to-regexp pattern). */
const headersFor = (rules: Rules, path: string) =>
  Object.fromEntries(
    rules
      .filter((rule) =>
        new RegExp(`^${rule.source.replace('/:path*', '(/.*)?').replace(/:\w+/g, '[^/]+')}$`).test(path),
      )
      .flatMap((rule) => rule.headers.map((h) => [h.key, h.value])),
  )
const headerMap = (rules: Rules, source: string) =>
  source === '/:path*' ? headersFor(rules, '/team') : headersFor(rules, source.replace('/:path*', '/collections'))

describe('security headers', () => {
  it('send a strict CSP, nosniff and a strict referrer policy on every path', () => {
    const all = headerMap(securityHeaders({ dev: false, production: true }), '/:path*')
    expect(all['X-Content-Type-Options']).toBe('nosniff')
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(all['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    const csp = all['Content-Security-Policy']
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/https:\/\//)
    // Inline <script> elements run (Next.js's hydration data); inline event handlers never do.
    expect(csp).toContain("script-src-attr 'none'")
  })

  it('send HSTS only in production and allow eval only in development', () => {
    const dev = headerMap(securityHeaders({ dev: true, production: false }), '/:path*')
    expect(dev['Strict-Transport-Security']).toBeUndefined()
    expect(dev['Content-Security-Policy']).toContain("'unsafe-eval'")
  })

  it('give the CMS the policy Payload needs', () => {
    const cms = headerMap(securityHeaders({ dev: false, production: true }), '/cms/:path*')
    expect(cms['Content-Security-Policy']).toContain("font-src 'self' data:")
    expect(cms['X-Frame-Options']).toBe('SAMEORIGIN')
  })

  it('leave the dashboard to its per-request policy: a nonce, no inline scripts, no outside images', () => {
    const admin = headersFor(securityHeaders({ dev: false, production: true }), '/admin')
    expect(admin['Content-Security-Policy']).toBeUndefined()
    expect(admin['X-Frame-Options']).toBe('DENY')
    expect(
      headersFor(securityHeaders({ dev: false, production: true }), '/administrators')['Content-Security-Policy'],
    ).toBeDefined()
    const csp = adminCsp('abc123', false)
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'")
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/)
    expect(csp).toContain("connect-src 'self'")
    expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe-inline')
  })

  it("let the CMS's live preview frame an insight, and nothing else frame the site", () => {
    const rules = securityHeaders({ dev: false, production: true })
    const post = headersFor(rules, '/insights/some-post-7')
    expect(post['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(post['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    for (const path of ['/insights', '/insights/some-post-7/share-image', '/team']) {
      expect(headersFor(rules, path)['X-Frame-Options']).toBe('DENY')
      expect(headersFor(rules, path)['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    }
  })
})
