import type { GlobalAfterChangeHook } from 'payload'

import { announceContentChange } from '@/shared-state/content-sync'

import { revalidatePaths } from './revalidate'

/** After a global is saved, the public pages that show it are rendered again (on every instance). */
export const revalidateGlobalAfterChange =
  (paths: readonly string[]): GlobalAfterChangeHook =>
  ({ doc, context, req }) => {
    if (!context.disableRevalidate) {
      revalidatePaths(paths)
      announceContentChange(req.payload)
    }
    return doc
  }
