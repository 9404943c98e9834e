import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { Tracker } from '@/app/(site)/_components/tracker'
import { siteUrl } from '@/lib/site-url'

import { JsonLd } from './_components/json-ld'
import { SiteFooter } from './_components/site-footer'
import { SiteNav } from './_components/site-nav'
import { WebFontsScript } from './_components/web-fonts-script'
import { inter, sourceSerif } from './_lib/fonts'
import { siteChrome } from './_lib/editable-content'
import { navBreakpoint } from '@/lib/nav-fit'
import { getSiteSettings } from './_lib/queries'
import './globals.css'

/** Pages are rebuilt when content changes (collection hooks); once a day as well, so the footer's year stays current. */
export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const { firmName } = await getSiteSettings()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: firmName, template: `%s | ${firmName}` },
    description: `${firmName} partners with founder-led and family-run businesses with venture and growth capital, operating expertise and a long-term view.`,
    applicationName: firmName,
    icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' }, apple: '/apple-touch-icon.png' },
  }
}

export const viewport: Viewport = { themeColor: '#07142a' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [{ firmName, contactEmail }, chrome] = await Promise.all([getSiteSettings(), siteChrome()])
  const url = siteUrl()
  return (
    // The web fonts' class is added to <html> before React hydrates (WebFontsScript).
    <html lang="en" className={`${inter.variable} ${sourceSerif.variable}`} suppressHydrationWarning>
      <head>
        <WebFontsScript />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteNav firmName={firmName} items={chrome.nav} inlineFrom={navBreakpoint(firmName, chrome.nav)} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter firmName={firmName} contactEmail={contactEmail} content={chrome.footer} />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: firmName,
            url: `${url}/`,
            logo: `${url}/logo.svg`,
            email: contactEmail,
            description: 'Venture and growth capital for founder-led and family-run businesses.',
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'business inquiries',
              email: contactEmail,
              url: `${url}/contact`,
            },
          }}
        />
        <Tracker />
      </body>
    </html>
  )
}
