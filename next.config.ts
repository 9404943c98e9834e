import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/config/security-headers'
import { SHARE_CARD_FONT_FILES } from './src/lib/share-card/fonts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const dev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // .next/standalone: the server files and only the node_modules they use, for the production image.
  output: 'standalone',
  // The insights' generated social cards read these fonts from disk (src/lib/share-card/fonts.ts).
  outputFileTracingIncludes: { '/**': Object.values(SHARE_CARD_FONT_FILES).map((file) => `./${file}`) },
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
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
