import { z } from './zod'

import { optionalText, requiredText, updateOf } from './fields'
import { idSchema } from './ids'

import type { BlogPost } from '@/payload-types'

/** Blog posts (insights): what a caller may send, the field limits, and the stored record. */
export type { BlogPost }

/** A post as /api/blog/posts answers it: the body (`content`) as Markdown text. */
export type ApiBlogPost = Omit<BlogPost, 'content'> & { content: string }

/**
 * A post as the dashboard edits it (GET and writes with the key): the latest version's content (a
 * draft saved in the CMS included), whether and since when the post is live, and its pending
 * schedule. `publishAt` is the next scheduled publication as the 'Publish at' field shows it, a
 * local date and time in `timeZone` (SITE_TIMEZONE).
 */
export type AdminBlogPost = ApiBlogPost & {
  hasUnpublishedChanges: boolean
  publishAt: string | null
  scheduledPublishAt: string | null
  scheduledUnpublishAt: string | null
  timeZone: string
}

/**
 * Longest text of each field, in characters; `tag` is one tag, `tags` how many a post may have.
 * `metaTitle` and `metaDescription` are the SEO texts: search engines show about 60 and 155.
 */
export const BLOG_POST_LIMITS = {
  title: 200,
  summary: 1000,
  content: 100000,
  tag: 40,
  tags: 20,
  authors: 5,
  publishedAt: 40,
  metaTitle: 70,
  metaDescription: 160,
} as const

/** The 'Take the assessment' block inside an article (Markdown `<assessmentCta/>`) and its optional heading. */
export const ASSESSMENT_CTA_BLOCK = 'assessmentCta'
export const ASSESSMENT_CTA_LIMITS = { heading: 120 } as const

/** What the CMS suggests for the SEO texts (longer ones are cut off in search results). */
export const SEO_HINTS = { metaTitle: 60, metaDescription: 155 } as const

/** Bodies of POST /api/blog/posts and PUT /api/blog/posts/{id}: room for a long article. */
export const BLOG_POST_BODY_BYTES = 256 * 1024

/** Tags: trimmed, blanks dropped, each kept once. */
const tags = z
  .array(z.string().trim().max(BLOG_POST_LIMITS.tag))
  .max(BLOG_POST_LIMITS.tags)
  .transform((list) => [...new Set(list.filter(Boolean))])

const isDate = (value: string) => !Number.isNaN(Date.parse(value))

/** The server dates a post on first publication (collection hook) unless a date is given here. */
const publishedAt = z
  .string()
  .max(BLOG_POST_LIMITS.publishedAt)
  .refine(isDate, 'Must be a date')
  .transform((value) => new Date(value).toISOString())
  .nullish()

/** The per-post SEO texts and share image (an id in the media collection); blank clears. */
const meta = z.object({
  title: optionalText(BLOG_POST_LIMITS.metaTitle),
  description: optionalText(BLOG_POST_LIMITS.metaDescription),
  image: idSchema.nullish(),
})

const fields = {
  title: requiredText(BLOG_POST_LIMITS.title),
  summary: requiredText(BLOG_POST_LIMITS.summary),
  // Markdown (plain text keeps its paragraphs and line breaks), read into the rich body.
  content: requiredText(BLOG_POST_LIMITS.content),
  tags: tags.optional(),
  // Team members who wrote the post (ids); an empty list clears them.
  authors: z.array(idSchema).max(BLOG_POST_LIMITS.authors).optional(),
  isPublished: z.boolean().optional(),
  publishedAt,
  meta: meta.optional(),
}

/** POST /api/blog/posts. */
export const blogPostCreateSchema = z.object(fields)
/** PUT /api/blog/posts/{id}: the fields that change. */
export const blogPostUpdateSchema = updateOf(fields)

/**
 * 'Publish at': a local date and time in the site's time zone (2026-12-01T09:00) or an instant with
 * its offset. A time to come keeps the post (or its changes) a draft until then; a past one
 * publishes at once. Acted on, never stored on the post (it is a scheduled job).
 */
export const PUBLISH_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/
export const publishAtField = z
  .string()
  .trim()
  .max(BLOG_POST_LIMITS.publishedAt)
  .regex(PUBLISH_AT_PATTERN, 'Must be a date and time, e.g. 2026-12-01T09:00')
  .refine(isDate, 'Must be a date and time, e.g. 2026-12-01T09:00')
  .nullish()

export const blogPostCreateRequestSchema = blogPostCreateSchema.extend({ publishAt: publishAtField })
export const blogPostUpdateRequestSchema = updateOf({ ...fields, publishAt: publishAtField })

export type BlogPostCreateInput = z.input<typeof blogPostCreateSchema>
export type BlogPostCreateData = z.output<typeof blogPostCreateSchema>
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateSchema>
export type BlogPostUpdateData = z.output<typeof blogPostUpdateSchema>
export type BlogPostRequestInput = z.input<typeof blogPostCreateRequestSchema>

/** POST /api/preview: the post the dashboard opens as visitors will see it once published. */
export const previewRequestSchema = z.object({
  id: idSchema,
})

/** POST /api/preview's answer: the page to open in draft mode. */
export type PreviewAnswer = { url: string }
