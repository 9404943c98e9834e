import type { CollectionBeforeOperationHook } from 'payload'

import type { BlogPost } from '@/contracts/blog-posts'

type WriteArgs = { data?: Partial<BlogPost>; draft?: boolean }
type ReadArgs = { draft?: boolean; overrideAccess?: boolean }

/**
 * Posts use Payload's drafts (`_status`); the product's `isPublished` flag is another way to say
 * the same thing. A write that sends only `isPublished` (the dashboard, the seed) publishes or
 * unpublishes the post; `_status`, when sent, wins (the CMS's Publish and Unpublish buttons).
 * Unpublishing clears the publication date; saving a draft beside the live version keeps it.
 *
 * Visitors never read drafts: `?draft=true` without a session or the key reads published posts.
 */
export const publicationStatus: CollectionBeforeOperationHook<'blog-posts'> = ({ args, operation, req }) => {
  if (operation === 'read') {
    const read = args as ReadArgs
    if (!req.user && !read.overrideAccess) read.draft = false
    return args
  }
  if (operation !== 'create' && operation !== 'update') return args
  const write = args as WriteArgs
  const data = write.data
  if (!data) return args
  if (data._status == null && typeof data.isPublished === 'boolean') {
    data._status = data.isPublished ? 'published' : 'draft'
  }
  if (data._status === 'draft' && !write.draft) data.publishedAt = null
  // A draft beside the live version keeps the live version's date (the dashboard sends null for 'none').
  else if (write.draft && data.publishedAt === null) delete data.publishedAt
  return args
}
