/** Thrown where a link must be made in a process that cannot know the site's public origin. */
export class SiteUrlMissing extends Error {
  constructor() {
    super(
      "SITE_URL is not set: npm run worker serves no pages, so it cannot know the site's public address " +
        'for the links in this message; set SITE_URL (e.g. https://www.example.com) for the worker and restart it',
    )
  }
}

/**
 * The public origin of canonical links, the sitemap, structured data and every link in an
 * e-mail: SITE_URL, else the web server's own (localhost on PORT). Never a worker's: its PORT
 * answers only health and metrics, so there a link without SITE_URL throws SiteUrlMissing. Read
 * at render time, so pages regenerated after start-up use the running server's SITE_URL.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  if (!configured && process.env.SERVER_ROLE === 'worker') throw new SiteUrlMissing()
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
