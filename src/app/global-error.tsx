'use client'

import type { CSSProperties } from 'react'

type Props = { error: Error & { digest?: string }; reset: () => void }

// The root layout itself failed, so neither the site's stylesheet nor its fonts can be relied on.
const page: CSSProperties = {
  margin: 0,
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: '#07142a',
  color: '#fff',
  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
}
const action: CSSProperties = {
  display: 'inline-block',
  margin: '0 0.5rem',
  padding: '0.75rem 1.5rem',
  borderRadius: '9999px',
  border: 'none',
  background: '#d4b06a',
  color: '#07142a',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
}

/** The last resort when a root layout throws: a plain page with a retry and a link home (a full reload). */
export default function GlobalError({ reset }: Props) {
  return (
    <html lang="en">
      <body style={page}>
        <main style={{ maxWidth: '36rem', padding: '2rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '2rem', margin: 0 }}>Something went wrong</h1>
          <p style={{ color: '#cbd5e1', lineHeight: 1.6 }}>An unexpected error stopped this page from loading.</p>
          <p style={{ marginTop: '2rem' }}>
            <button type="button" onClick={reset} style={action}>
              Try again
            </button>
            {/* A full page load: the client router may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={action}>
              Return to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
