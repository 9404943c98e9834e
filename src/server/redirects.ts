import type { IncomingMessage, ServerResponse } from 'node:http'

import { redirectFromPath } from '@/lib/redirect-rules'
import { locationOf } from '@/lib/urls'
import { redirectTable } from '@/redirects/table'

/** Paths no redirect may take (refused where saved); skipped here without reading the table. */
const NEVER_REDIRECTED = /^\/(?:_next|api|cms|admin)(?:\/|$)/

/**
 * The CMS's redirects, answered before any page is rendered: a GET or HEAD of a stored `from`
 * gets its 301 or 308 to the target's current address, the query kept for a path on this site.
 * False when the path is no redirect's (or Payload has not started yet).
 */
export async function answerRedirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  const queryAt = url.indexOf('?')
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt)
  if (NEVER_REDIRECTED.test(rawPath)) return false
  const table = redirectTable()
  if (!table) return false
  let path: string | null
  try {
    path = redirectFromPath(decodeURIComponent(rawPath))
  } catch {
    return false
  }
  const answer = path === null ? undefined : (await table.catch(() => null))?.get(path)
  if (!answer) return false
  const query = queryAt < 0 || !answer.location.startsWith('/') ? '' : url.slice(queryAt)
  res.writeHead(answer.status, {
    location: locationOf(`${answer.location}${query}`),
    // Editors may change it: browsers ask again rather than keep a permanent redirect for good.
    'cache-control': 'no-cache',
  })
  res.end()
  return true
}
