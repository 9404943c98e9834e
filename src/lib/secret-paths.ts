/**
 * Page addresses that are secrets (a founder's results link): never stored as visited, in a
 * lead's first touch or in analytics, only as their route. public/tracker.js masks the same
 * addresses in the browser with the same pattern.
 */
const SECRET_SEGMENTS: [pattern: RegExp, route: string][] = [
  [/^\/assessment\/results\/[^/?#]+/, '/assessment/results/:token'],
]

/** The path with any secret segment replaced by its route parameter (`/assessment/results/:token/contact`). */
export function maskSecretPath(path: string): string {
  for (const [pattern, route] of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, route)
  return path
}
