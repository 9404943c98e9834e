/**
 * The public origin used for canonical links, the sitemap and structured data. Read at render
 * time, so pages regenerated after start-up use the running server's SITE_URL.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

export const absoluteUrl = (path: string): string => `${siteUrl()}${path === '/' ? '/' : path}`
