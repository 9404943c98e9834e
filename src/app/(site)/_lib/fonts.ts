import localFont from 'next/font/local'

/** Self-hosted variable fonts from @fontsource-variable: no request leaves the site. */
export const sans = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const serif = localFont({
  src: '../../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'swap',
})
