type Header = { key: string; value: string }

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ')

/**
 * The directives every policy shares, in one order: only this site by default, inline styles
 * (React's style attributes), no plugins, forms post here. Each policy names its scripts and images
 * and may widen fonts, base URIs and framing. Development adds 'unsafe-eval' for React's debugging tools.
 */
function policy(
  dev: boolean,
  own: { script: string; scriptAttr?: string; img: string; font?: string; baseUri?: string; frameAncestors?: string },
): string {
  return csp({
    'default-src': "'self'",
    'script-src': `${own.script}${dev ? " 'unsafe-eval'" : ''}`,
    ...(own.scriptAttr ? { 'script-src-attr': own.scriptAttr } : {}),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': own.img,
    'font-src': own.font ?? "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': own.baseUri ?? "'self'",
    'form-action': "'self'",
    'frame-ancestors': own.frameAncestors ?? "'none'",
  })
}

/**
 * The site, dashboard and API. Public pages are statically generated, so a per-request nonce
 * is impossible: Next.js inlines its hydration data in <script> tags, hence script-src needs
 * 'unsafe-inline' (no third-party origin is allowed, so injected markup still cannot load code
 * from elsewhere). Inline event handlers (`onerror="…"`, which no page of ours has) are refused.
 * Images may be typed-in https URLs (advisor and team photos).
 */
const siteCsp = (dev: boolean, frameAncestors?: string): string =>
  policy(dev, {
    script: "'self' 'unsafe-inline'",
    scriptAttr: "'none'",
    img: "'self' data: blob: https:",
    frameAncestors,
  })

/**
 * The dashboard, where the admin key lives: rendered per request with a fresh nonce, so only
 * the scripts Next.js emits with that nonce (and what they load) run; no inline handler, no
 * injected <script>. Images only from this site (uploads, data: and blob: previews), requests
 * only to this site.
 */
export const adminCsp = (nonce: string, dev: boolean): string =>
  policy(dev, { script: `'nonce-${nonce}' 'strict-dynamic'`, img: "'self' data: blob:", baseUri: "'none'" })

/** Payload's admin UI needs inline scripts and styles, blob: previews and data: fonts, and frames itself. */
const cmsCsp = (dev: boolean): string =>
  policy(dev, {
    script: "'self' 'unsafe-inline'",
    img: "'self' data: blob: https:",
    font: "'self' data:",
    frameAncestors: "'self'",
  })

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
  const cms: Header[] = [
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: cmsCsp(dev) },
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
    ...['/cms/:path*', '/cms'].map((source) => ({ source, headers: cms })),
  ]
}
