import type { ServerResponse } from 'node:http'

/**
 * Next.js 16 sends a page's redirect (an insight's canonical-slug 308) with two Location headers
 * when it renders it fresh: the render sets the header, then the cache entry it just made appends
 * its copy. Clients disagree on what two values mean, so a response keeps one: appending a value
 * Location already holds is dropped, and any other value replaces it.
 */
export function singleLocationHeader(res: ServerResponse): void {
  const append = res.appendHeader.bind(res)
  res.appendHeader = (name, value) => {
    if (name.toLowerCase() !== 'location' || !res.hasHeader('location')) return append(name, value)
    const last = Array.isArray(value) ? value.at(-1) : value
    if (last !== undefined) res.setHeader('location', last)
    return res
  }
}
