import { z } from 'zod'

import { getCaller, requireAdmin } from './auth'
import { hasFields, requiredText } from './fields'
import { type IdContext, jsonResponse, readJson } from './http'
import { deleteRecord, findRecord, listRecords, NEWEST_FIRST, updateRecord } from './records'

const LABEL = 'Blog post'
const MAX_BODY = 256 * 1024

/** Tags: trimmed, blanks dropped, each kept once. */
const tags = z
  .array(z.string().trim().max(40))
  .max(20)
  .transform((list) => [...new Set(list.filter(Boolean))])

/** The server dates a post on first publication (collection hook) unless a date is given here. */
const publishedAt = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date')
  .transform((value) => new Date(value).toISOString())
  .nullish()

const fields = {
  title: requiredText(200),
  summary: requiredText(1000),
  content: requiredText(100000),
  tags: tags.optional(),
  isPublished: z.boolean().optional(),
  publishedAt,
}
const createSchema = z.object(fields)
const updateSchema = z.object(fields).partial().refine(hasFields, 'No fields to update')

/** GET /api/blog/posts: published posts for visitors, drafts too with the key; newest first. */
export async function listPosts(request: Request): Promise<Response> {
  return listRecords(await getCaller(request), 'blog-posts', NEWEST_FIRST)
}

/** GET /api/blog/posts/{id}: a draft is a 404 for visitors. */
export async function getPost(request: Request, { params }: IdContext): Promise<Response> {
  return jsonResponse(await findRecord(await getCaller(request), 'blog-posts', (await params).id, LABEL))
}

export async function createPost(request: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(request)
  const data = createSchema.parse(await readJson(request, MAX_BODY))
  const doc = await payload.create({ collection: 'blog-posts', data, user, overrideAccess: false, depth: 0 })
  return jsonResponse(doc, 201)
}

export const updatePost = (request: Request, context: IdContext): Promise<Response> =>
  updateRecord(request, context, { collection: 'blog-posts', label: LABEL, schema: updateSchema, maxBytes: MAX_BODY })

export const deletePost = (request: Request, context: IdContext): Promise<Response> =>
  deleteRecord(request, context, { collection: 'blog-posts', label: LABEL })
