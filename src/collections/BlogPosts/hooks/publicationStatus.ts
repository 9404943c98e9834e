import type { CollectionBeforeOperationHook } from 'payload'

import type { BlogPost } from '@/contracts/blog-posts'

type WriteArgs = { data?: Partial<BlogPost>; draft?: boolean; id?: BlogPost['id'] }
type ReadArgs = { draft?: boolean; overrideAccess?: boolean }

/**
 * `isPublished` is another way to say Payload's `_status`; `_status` wins when both are sent, and visitors never
 * read drafts (docs/internals.md, "Publication status of insights").
 */
export const publicationStatus: CollectionBeforeOperationHook<'blog-posts'> = async ({ args, operation, req }) => {
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
  if (data._status == null && operation === 'update' && !write.draft && write.id !== undefined) {
    const current = await req.payload.findByID({
      collection: 'blog-posts',
      id: write.id,
      select: { _status: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (current?._status) data._status = current._status
  }
  if (data._status === 'draft' && !write.draft) data.publishedAt = null
  // The dashboard sends null for 'no date': a draft keeps the live version's.
  else if (write.draft && data.publishedAt === null) delete data.publishedAt
  return args
}
