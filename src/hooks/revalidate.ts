import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import type { PayloadRequest, RequestContext, TypeWithID } from 'payload'

import { publicContentChanged } from '@/content-cache'
import { announceContentChange } from '@/shared-state/content-sync'

/**
 * Marks public pages stale so the next visit renders them from the database again.
 * A literal path ('/team') refreshes that page; a route pattern with its route group
 * ('/(site)/insights/[slug]') refreshes every page it matches. Pages live in the (site)
 * route group, so `revalidatePath('/team', 'layout')` would match no cache tag.
 * Outside a Next.js request (seed script, CLI, tests) there is no cache to clear.
 */
export function revalidatePaths(paths: readonly string[]): void {
  try {
    expire(paths)
    // A visit that began regenerating a page before this change was committed would store the old
    // content as fresh; marking the pages stale again once the response is sent catches that case.
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_AFTER_MS))
      expire(paths)
    })
  } catch {
    return
  }
}

const RECHECK_AFTER_MS = 1500

function expire(paths: readonly string[]): void {
  // Also outside a request (a scheduled publish): the kept pages include search results, which show
  // posts of every kind of page, and the kept settings, chrome and tags are part of every page.
  publicContentChanged()
  for (const path of paths) {
    if (path.includes('[')) revalidatePath(path, 'page')
    else revalidatePath(path)
  }
}

/** Every public page, e.g. when the firm name shown in the layout changes. */
export function revalidateWholeSite(): void {
  publicContentChanged()
  try {
    revalidatePath('/', 'layout')
  } catch {
    return
  }
}

/** One hook for afterChange and afterDelete: both hand it the document, context and request. */
export const revalidateHook =
  (paths: readonly string[]) =>
  ({ doc, context, req }: { doc: TypeWithID; context: RequestContext; req: PayloadRequest }) => {
    if (!context.disableRevalidate) {
      revalidatePaths(paths)
      announceContentChange(req.payload)
    }
    return doc
  }
