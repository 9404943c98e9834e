/**
 * The public origin used for canonical links, the sitemap and structured data. Read at render
 * time, so pages regenerated after start-up use the running server's SITE_URL.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

export const absoluteUrl = (path: string): string => `${siteUrl()}${path === '/' ? '/' : path}`

/**
 * The origins the CMS session cookie is accepted from: SITE_URL, or when it is unset the local
 * server under both of its loopback names.
 */
export function cmsOrigins(): string[] {
  if (process.env.SITE_URL?.trim()) return [new URL(siteUrl()).origin]
  const port = process.env.PORT || 3000
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
