import { BLOG_POST_BODY_BYTES, blogPostCreateSchema, blogPostUpdateSchema } from '@/contracts/blog-posts'

import { getCaller } from './auth'
import { type IdContext, jsonResponse } from './http'
import { findRecord, listRecords, NEWEST_FIRST, recordWrites } from './records'

const LABEL = 'Blog post'

/** GET /api/blog/posts: published posts for visitors, drafts too with the key; newest first. */
export async function listPosts(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'blog-posts', NEWEST_FIRST)
}

/** GET /api/blog/posts/{id}: a draft is a 404 for visitors. */
export async function getPost(request: Request, { params }: IdContext): Promise<Response> {
  return jsonResponse(await findRecord(await getCaller(request), 'blog-posts', (await params).id, LABEL))
}

const writes = recordWrites({
  collection: 'blog-posts',
  label: LABEL,
  createSchema: blogPostCreateSchema,
  updateSchema: blogPostUpdateSchema,
  maxBytes: BLOG_POST_BODY_BYTES,
})

export const { create: createPost, update: updatePost, remove: deletePost } = writes
