/**
 * Whether a request target's path is valid percent-encoding of UTF-8 (`/insights/%E0%A4%A` is
 * not): Next.js fails on such a path with a 500, so the front server answers it with a 400. Paths
 * without a `%` (every beacon's) are not decoded.
 */
export function pathDecodes(url: string | undefined): boolean {
  const [path] = (url ?? '/').split('?', 1)
  if (!path.includes('%')) return true
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

export const UNDECODABLE_PATH = 'Bad request: the path is not valid percent-encoding'
