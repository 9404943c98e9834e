import type { ServerResponse } from 'node:http'

/** How long a shared cache may keep a 404: a post published later at that address shows within it. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate'

/**
 * Next.js sends a prerendered route's 404 (`/insights/<no post yet>`) with the route's own long
 * s-maxage and stale-while-revalidate, so a CDN in front would keep it for days after the post is
 * published. Any 404 that a cache may keep is kept a minute at most.
 */
export function shortLived404(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const status = Number(args[0])
    const cacheControl = String(res.getHeader('cache-control') ?? '')
    if (status === 404 && /s-maxage|stale-while-revalidate/.test(cacheControl))
      res.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL)
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
