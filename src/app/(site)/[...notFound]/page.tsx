import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: { absolute: '404 Page Not Found' } }

/** Any path no other route matches renders the site's 404 page, inside the site layout. */
export default function UnknownPage() {
  notFound()
}
