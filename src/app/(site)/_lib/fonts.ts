import localFont from 'next/font/local'

/**
 * Self-hosted variable fonts, named by text only after the first paint so they never hold it back; never
 * under a generic family's name (docs/internals.md, "Web fonts after the first paint").
 */
export const inter = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
})

export const sourceSerif = localFont({
  src: '../../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
})
