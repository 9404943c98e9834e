import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Tracker } from '@/components/analytics/Tracker'

import './globals.css'

export const metadata: Metadata = {
  title: 'Keystone Legacy Partners',
  description: 'Growth capital and partnership for founder-led and family-run businesses.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Tracker />
      </body>
    </html>
  )
}
