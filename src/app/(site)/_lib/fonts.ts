import localFont from 'next/font/local'

/**
 * Self-hosted variable fonts from @fontsource-variable: no request leaves the site.
 *
 * Not preloaded, and not even named by any text until the first paint is on screen (see
 * _components/web-fonts-script.tsx): fonts that download before the first paint hold it back on a
 * slow mobile connection (Lighthouse: LCP 3.0 s against 0.7 s for a bare page). The text paints at
 * once in a local stand-in shaped like the web font, and the web font swaps in without moving
 * anything. The stand-ins are declared in globals.css rather than by next/font's
 * adjustFontFallback, which names only Arial and Times New Roman: Linux and Android have their
 * metric-compatible twins (Liberation, Arimo, Tinos) instead.
 * The exports' names become the font-family names: never a generic family's (sans, serif), which
 * the system would answer for with its own font when the file fails to load.
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
