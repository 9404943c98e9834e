import { describe, expect, it } from 'vitest'

import { securityHeaders } from '@/config/security-headers'

const headerMap = (rules: ReturnType<typeof securityHeaders>, source: string) =>
  Object.fromEntries(rules.find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]))

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
})
