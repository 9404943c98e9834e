type Header = { key: string; value: string }

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ')

/**
 * The site, dashboard and API. Public pages are statically generated, so a per-request nonce
 * is impossible: Next.js inlines its hydration data in <script> tags, hence script-src needs
 * 'unsafe-inline' (no third-party origin is allowed, so injected markup still cannot load code
 * from elsewhere). Inline style attributes from React need style-src 'unsafe-inline'. Images
 * may be typed-in https URLs (advisor and team photos). Development adds 'unsafe-eval' for
 * React's debugging tools.
 */
export function siteCsp(dev: boolean, frameAncestors = "'none'"): string {
  return csp({
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestors,
  })
}

/**
 * The dashboard, where the admin key lives: rendered per request with a fresh nonce, so only
 * the scripts Next.js emits with that nonce (and what they load) run; no inline handler, no
 * injected <script>. Images only from this site (uploads, data: and blob: previews), requests
 * only to this site. Development adds 'unsafe-eval' for React's debugging tools.
 */
export function adminCsp(nonce: string, dev: boolean): string {
  return csp({
    'default-src': "'self'",
    'script-src': `'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  })
}

/** Payload's admin UI needs inline scripts and styles, blob: previews and data: fonts. */
export function cmsCsp(dev: boolean): string {
  return csp({
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  })
}

export function securityHeaders({ dev, production }: { dev: boolean; production: boolean }) {
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ]
  return [
    { source: '/:path*', headers: [...common, { key: 'X-Frame-Options', value: 'DENY' }] },
    // Everything but the dashboard, whose policy carries a per-request nonce (src/proxy.ts).
    { source: '/((?!admin$|admin/).*)', headers: [{ key: 'Content-Security-Policy', value: siteCsp(dev) }] },
    // An insight may be framed by this site only: the CMS's live preview shows it in an iframe.
    {
      source: '/insights/:slug',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: siteCsp(dev, "'self'") },
      ],
    },
    {
      source: '/cms/:path*',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: cmsCsp(dev) },
      ],
    },
    {
      source: '/cms',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: cmsCsp(dev) },
      ],
    },
  ]
}
