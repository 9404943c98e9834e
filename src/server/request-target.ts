/**
 * Checks of a request's target the front server makes before Next.js sees it: Next.js (or the CMS
 * it renders) fails with a 500 where HTTP wants a 400.
 */

/**
 * Whether the path is valid percent-encoding of UTF-8 (`/insights/%E0%A4%A` is not). A target
 * without a `%` in its path (every beacon's) is neither decoded nor cut.
 */
export function pathDecodes(url = '/'): boolean {
  const percent = url.indexOf('%')
  const query = url.indexOf('?')
  if (percent === -1 || (query !== -1 && query < percent)) return true
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query))
    return true
  } catch {
    return false
  }
}

/** A name or IPv4 address with an optional port: nearly every request, checked without parsing. */
const NAME_AND_PORT = /^[A-Za-z0-9.-]+(:\d{1,5})?$/

/** Whether the Host header names a host (and port): `a b` does not, and the CMS's pages fail on it. */
export function hostValid(host: string | undefined): boolean {
  if (!host || NAME_AND_PORT.test(host)) return true
  try {
    const url = new URL(`http://${host}`)
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  } catch {
    return false
  }
}

export const UNDECODABLE_PATH = 'Bad request: the path is not valid percent-encoding'
export const INVALID_HOST = 'Bad request: the Host header is not a valid host'
