import type { Metadata } from 'next'
import { connection } from 'next/server'
import type { ReactNode } from 'react'

import './admin.css'

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  robots: { index: false, follow: false },
}

/**
 * Rendered per request, so Next.js can put the nonce src/proxy.ts sets in the request's
 * Content-Security-Policy on its scripts (a prerendered page could not carry a fresh one).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await connection()
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-ink antialiased">{children}</body>
    </html>
  )
}
