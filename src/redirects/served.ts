import type { Payload } from 'payload'

import { postIdFromSlug } from '@/lib/slug'
import { APP_ROUTES } from '@/metrics/route-table'

/** Pages and routes answered by their own code, whatever follows the prefix. */
const RESERVED_PREFIXES = ['/api/', '/cms', '/admin', '/_next/', '/assessment/results/', '/newsletter/']
const STATIC_ROUTES = new Set<string>(APP_ROUTES.filter((route) => !route.includes('[')))

/**
 * Whether the site already answers `path` (a normalised `from`): a fixed route, a reserved prefix,
 * or an insight's address (any text before an existing post's id, as a retitled insight keeps
 * answering its old address with a 308).
 */
export async function servesPage(payload: Payload, path: string): Promise<boolean> {
  if (STATIC_ROUTES.has(path) || RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix))) return true
  const insight = /^\/insights\/([^/]+)(?:\/share-image)?$/.exec(path)
  const id = insight?.[1] ? postIdFromSlug(insight[1]) : null
  if (!id || !/^\d+$|^[a-f0-9]{24}$/.test(id)) return false
  const post = await payload.findByID({
    collection: 'blog-posts',
    id,
    depth: 0,
    select: {},
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(post)
}
