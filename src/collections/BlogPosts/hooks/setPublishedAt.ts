import type { CollectionBeforeChangeHook } from 'payload'

import type { BlogPost } from '@/contracts/blog-posts'

/**
 * A post gets its publication date from the server the first time it is published (unless the
 * caller gives one). Unpublishing clears it: a draft is 'Not published', and publishing it
 * again dates it anew.
 */
export const setPublishedAt: CollectionBeforeChangeHook<BlogPost> = ({ data, originalDoc }) => {
  const isPublished = data.isPublished ?? originalDoc?.isPublished ?? false
  if (!isPublished) {
    data.publishedAt = null
    return data
  }
  data.publishedAt = data.publishedAt || originalDoc?.publishedAt || new Date().toISOString()
  return data
}
