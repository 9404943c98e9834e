import type { ReactNode } from 'react'

export const metadata = {
  title: 'Bare Next.js page',
  description: 'The baseline the audit and the benchmarks compare the product against.',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
