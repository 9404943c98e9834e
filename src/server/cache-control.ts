import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long a shared cache may keep a 404: a post published later at that address shows within it. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate'

/**
 * The Cache-Control a response leaves with, from Next.js's own (`s-maxage=N,
 * stale-while-revalidate=M` on a prerendered route):
 * - a 404 that a cache may keep is kept a minute at most, else a CDN in front would keep
 *   `/insights/<no post yet>` for days after the post is published;
 * - an RSC payload (client navigation and prefetch) is revalidated by the browser on each use.
 *   Chromium serves such a payload stale while revalidating it, and a second prefetch of it then
 *   hangs for ~30 s (seen after a reload of a page whose links were prefetched).
 */
export function sentCacheControl(status: number, rsc: boolean, cacheControl: string): string {
  if (status === 404 && /s-maxage|stale-while-revalidate/.test(cacheControl)) return NOT_FOUND_CACHE_CONTROL
  if (!rsc || !/stale-while-revalidate/.test(cacheControl)) return cacheControl
  const shared = cacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(stale-while-revalidate|max-age|public)\b/.test(directive))
  return ['public', 'max-age=0', ...shared, 'must-revalidate'].join(', ')
}

/** Applies sentCacheControl when the response's head is written. */
export function boundCacheControl(req: IncomingMessage, res: ServerResponse): void {
  // Read now: Next.js removes its own request headers while it handles the request.
  const rsc = Boolean(req.headers.rsc)
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const cacheControl = res.getHeader('cache-control')
    if (typeof cacheControl === 'string') {
      const sent = sentCacheControl(Number(args[0]), rsc, cacheControl)
      if (sent !== cacheControl) res.setHeader('cache-control', sent)
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
