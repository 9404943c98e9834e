import { z } from 'zod'

import { requiredText, updateOf } from './fields'

/** Blog posts (insights): what a caller may send, the field limits, and the stored record. */
export type { BlogPost } from '@/payload-types'

/** Longest text of each field, in characters; `tag` is one tag, `tags` how many a post may have. */
export const BLOG_POST_LIMITS = {
  title: 200,
  summary: 1000,
  content: 100000,
  tag: 40,
  tags: 20,
  publishedAt: 40,
} as const

/** Bodies of POST /api/blog/posts and PUT /api/blog/posts/{id}: room for a long article. */
export const BLOG_POST_BODY_BYTES = 256 * 1024

/** Tags: trimmed, blanks dropped, each kept once. */
const tags = z
  .array(z.string().trim().max(BLOG_POST_LIMITS.tag))
  .max(BLOG_POST_LIMITS.tags)
  .transform((list) => [...new Set(list.filter(Boolean))])

/** The server dates a post on first publication (collection hook) unless a date is given here. */
const publishedAt = z
  .string()
  .max(BLOG_POST_LIMITS.publishedAt)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date')
  .transform((value) => new Date(value).toISOString())
  .nullish()

const fields = {
  title: requiredText(BLOG_POST_LIMITS.title),
  summary: requiredText(BLOG_POST_LIMITS.summary),
  content: requiredText(BLOG_POST_LIMITS.content),
  tags: tags.optional(),
  isPublished: z.boolean().optional(),
  publishedAt,
}

/** POST /api/blog/posts. */
export const blogPostCreateSchema = z.object(fields)
/** PUT /api/blog/posts/{id}: the fields that change. */
export const blogPostUpdateSchema = updateOf(fields)

export type BlogPostCreateInput = z.input<typeof blogPostCreateSchema>
export type BlogPostCreateData = z.output<typeof blogPostCreateSchema>
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateSchema>
export type BlogPostUpdateData = z.output<typeof blogPostUpdateSchema>
