import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { CompileHintsPlugin } from './src/config/compile-hints'
import { NEWSLETTER_LINK_PAGES } from './src/contracts/newsletter-pages'
import { clientHintsOnlyOnCms } from './src/config/payload-client-hints'
import { securityHeaders } from './src/config/security-headers'
import { SHARE_CARD_FONT_FILES } from './src/lib/share-card/fonts'
import { DEFAULT_COUNTRY_DB } from './src/analytics/country-db'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const dev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The front server logs requests itself, masking tokens and addresses (src/server/request-log.ts).
  logging: { incomingRequests: false },
  // Next.js hashed a page's whole HTML in JavaScript on every view to tag it (10–15 % of a cached
  // page's CPU); the front server tags each version of a page once and answers its 304s
  // (src/server/sent-pages.ts). Public files keep Last-Modified for their revalidation.
  generateEtags: false,
  // The stylesheet is one cached file (render-blocking, ~9 kB gzipped), not inlined: inline, it was
  // in every page twice (a <style> and its copy in the RSC data, 80 of a page's 130 kB). The page's
  // scripts start after the first paint (src/server/scripts-after-paint.ts), so they no longer
  // arrive and run before the stylesheet lets the page paint (docs/internals.md).
  // authInterrupts: Payload's server function answers a caller who is not signed in with
  // unauthorized(), a 401, where a thrown error is a 500 (src/server/payload-server-function.ts).
  // imgOptOperationCache: libvips keeps no cache of decoded images (50 MB by default): each
  // optimized size is stored on disk once, so the cache only held memory (docs/deploy.md).
  experimental: { authInterrupts: true, imgOptOperationCache: false },
  // .next/standalone: the server files and only the node_modules they use, for the production image.
  output: 'standalone',
  // The insights' generated social cards read these fonts from disk (src/lib/share-card/fonts.ts);
  // the analytics collector its address-to-country database (src/analytics/geo-country.ts).
  outputFileTracingIncludes: {
    '/**': [...Object.values(SHARE_CARD_FONT_FILES).map((file) => `./${file}`), `./${DEFAULT_COUNTRY_DB}`],
  },
  // The optimizer answers 400 to any width, quality or query string the site never asks for, so
  // typed-in variants cannot fill the image cache: widths cover the portraits at up to 3x density.
  images: {
    localPatterns: [
      { pathname: '/cms-api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    deviceSizes: [640, 750, 828, 1080, 1200],
    imageSizes: [96, 128, 192, 256, 384],
    qualities: [75],
  },
  cacheHandler: path.join(dirname, 'src/server/page-cache-handler.mjs'),
  headers: async () => securityHeaders({ dev, production: process.env.NODE_ENV === 'production' }),
  // A search of the insights, one tag or a later page (/insights?q=…, ?tag=…, ?page=…) is answered
  // by its own dynamic page, so the list at /insights stays static and cached.
  // The newsletter's link pages take their button's POST, and a mail client's one-click unsubscribe,
  // at their own address: a request with a body (a Content-Type) goes to the link's API.
  rewrites: async () => ({
    beforeFiles: [
      ...['q', 'tag', 'page'].map((key) => ({
        source: '/insights',
        has: [{ type: 'query' as const, key }],
        destination: '/insights/search',
      })),
      ...Object.entries(NEWSLETTER_LINK_PAGES).map(([action, source]) => ({
        source,
        has: [{ type: 'header' as const, key: 'content-type' }],
        destination: `/api/newsletter/${action}`,
      })),
    ],
    afterFiles: [],
    fallback: [],
  }),
  webpack: (webpackConfig, { isServer, dev: developing }) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    if (!isServer && !developing) webpackConfig.plugins.push(new CompileHintsPlugin())
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
  // `npm test` runs `npm run typecheck` (route types included) before it builds, so its build skips
  // this second check (scripts/test.sh). `npm run build` and the Dockerfile never set the variable.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...payloadConfig,
  headers: async () => clientHintsOnlyOnCms((await payloadConfig.headers?.()) ?? []),
} satisfies NextConfig
