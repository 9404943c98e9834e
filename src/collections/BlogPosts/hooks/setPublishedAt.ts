import type { CollectionBeforeChangeHook } from 'payload'

import type { BlogPost } from '@/contracts/blog-posts'

/**
 * Every saved version says whether it is the published one (`isPublished` follows `_status`). A
 * post gets its publication date from the server the first time it is published (unless the caller
 * gives one) and keeps it through later edits and drafts; unpublishing clears it
 * (publicationStatus), so publishing again dates it anew.
 */
export const setPublishedAt: CollectionBeforeChangeHook<BlogPost> = ({ data, originalDoc }) => {
  const status = data._status ?? originalDoc?._status ?? 'draft'
  data.isPublished = status === 'published'
  if (data.isPublished) {
    data.publishedAt = data.publishedAt || originalDoc?.publishedAt || new Date().toISOString()
  } else if (data.publishedAt === undefined) {
    data.publishedAt = originalDoc?.publishedAt ?? null
  }
  return data
}
