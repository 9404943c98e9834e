import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import './admin.css'

export const metadata: Metadata = {
  title: 'Admin Dashboard',
  robots: { index: false, follow: false },
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-ink antialiased">{children}</body>
    </html>
  )
}
