import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Marks public pages stale so the next visit renders them from the database again.
 * Outside a Next.js request (seed script, CLI, tests) there is no cache to clear.
 */
export function revalidatePaths(paths: readonly string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path, 'layout')
    } catch {
      return
    }
  }
}

export const revalidateAfterChange =
  (paths: readonly string[]): CollectionAfterChangeHook =>
  ({ doc, context }) => {
    if (!context.disableRevalidate) revalidatePaths(paths)
    return doc
  }

export const revalidateAfterDelete =
  (paths: readonly string[]): CollectionAfterDeleteHook =>
  ({ doc, context }) => {
    if (!context.disableRevalidate) revalidatePaths(paths)
    return doc
  }
