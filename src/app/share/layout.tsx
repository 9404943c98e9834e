import type { Metadata } from 'next'
import { connection } from 'next/server'
import type { ReactNode } from 'react'

import '../admin/admin.css'

export const metadata: Metadata = {
  title: 'Shared analytics',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** Shared analytics links: their own root, without the site's tracker or navigation (a view of one is not a visit). */
export default async function ShareLayout({ children }: { children: ReactNode }) {
  await connection()
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-ink antialiased">{children}</body>
    </html>
  )
}
