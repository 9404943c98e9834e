import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { postSchedules, cancelScheduledPublish, schedulePublish } from '@/collections/BlogPosts/schedule'
import {
  type AdminBlogPost,
  type ApiBlogPost,
  BLOG_POST_BODY_BYTES,
  type BlogPost,
  blogPostCreateRequestSchema,
  blogPostUpdateRequestSchema,
  type BlogPostUpdateData,
} from '@/contracts/blog-posts'
import { siteTimeZone } from '@/analytics/model/time'
import { bodyToMarkdown, insightEditorConfig, markdownToBody } from '@/insights/markdown'
import { type DocId, parseDocId } from '@/lib/ids'
import { localDateTime, publishAtInstant } from '@/endpoints/publish-at'
import { clicksByPost } from '@/newsletter/clicks'

import { type Caller, getCaller, requireAdmin } from '@/http/auth'
import { ApiError, type IdContext, invalidFieldsError, jsonResponse, readJson, type PayloadContext } from '@/http/http'
import { deleteRecord, docId, findRecord, NEWEST_FIRST } from '@/http/records'

const LABEL = 'Blog post'

/** The API's post: its body as Markdown (images as `![media:ID]()`, read back the same way). */
function apiPost(payload: Payload, post: BlogPost): ApiBlogPost {
  return { ...post, content: bodyToMarkdown(insightEditorConfig(payload), post.content) }
}

async function adminView(payload: Payload, latest: BlogPost[]): Promise<AdminBlogPost[]> {
  if (!latest.length) return []
  const { docs: live } = await payload.find({
    collection: 'blog-posts',
    where: { id: { in: latest.map((post) => post.id) } },
    select: { _status: true, publishedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const liveById = new Map(live.map((post) => [String(post.id), post]))
  const [schedules, clicks] = await Promise.all([
    postSchedules(payload),
    clicksByPost(
      payload,
      latest.map((post) => post.id),
    ),
  ])
  const timeZone = siteTimeZone()
  return latest.map((post) => {
    const current = liveById.get(String(post.id))
    const isPublished = current?._status === 'published'
    const schedule = schedules.get(String(post.id))
    const scheduledPublishAt = schedule?.publishAt ?? null
    return {
      ...apiPost(payload, post),
      isPublished,
      publishedAt: current?.publishedAt ?? null,
      hasUnpublishedChanges: isPublished && post._status === 'draft',
      publishAt: scheduledPublishAt ? localDateTime(scheduledPublishAt, timeZone) : null,
      scheduledPublishAt,
      scheduledUnpublishAt: schedule?.unpublishAt ?? null,
      timeZone,
      newsletterClicks: clicks.get(String(post.id)) ?? 0,
    }
  })
}

/** A post's latest version (its draft, when it has one) as `user` may read it; null when there is none. */
export const latestPostVersion = (payload: Payload, user: TypedUser, id: DocId) =>
  payload.findByID({
    collection: 'blog-posts',
    id,
    draft: true,
    user,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })

async function adminPost(payload: Payload, user: TypedUser, id: DocId): Promise<AdminBlogPost> {
  const latest = await latestPostVersion(payload, user, id)
  if (!latest) throw new ApiError(404, `${LABEL} not found`)
  const [post] = await adminView(payload, [latest])
  return post
}

/** GET /api/blog/posts: published posts for visitors; with the key every post as it is being edited. Newest first. */
export async function listPosts(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await getCaller(request, payload)
  const { docs } = await payload.find({
    collection: 'blog-posts',
    user,
    overrideAccess: false,
    draft: Boolean(user),
    pagination: false,
    depth: 0,
    sort: NEWEST_FIRST,
  })
  return jsonResponse(user ? await adminView(payload, docs) : docs.map((post) => apiPost(payload, post)))
}

/** GET /api/blog/posts/{id}: a draft is a 404 for visitors. */
export async function getPost(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await getCaller(request, payload)
  const post = await findRecord(caller, 'blog-posts', (await params).id, LABEL)
  return jsonResponse(
    caller.user ? await adminPost(caller.payload, caller.user, post.id) : apiPost(caller.payload, post),
  )
}

/**
 * Which of `ids` name a document of `collection`, as strings, whoever may read them: a save that
 * points to a document that does not exist fails in the database (a foreign key on SQLite). An id
 * this database could not hold (text on SQLite) names none.
 */
async function existingIds(payload: Payload, collection: CollectionSlug, ids: DocId[]): Promise<Set<string>> {
  const unique = [...new Set(ids.map((id) => parseDocId(id, payload.db.defaultIDType)))].filter((id) => id !== null)
  if (unique.length === 0) return new Set()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: unique } },
    select: {},
    depth: 0,
    limit: unique.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

/** Body fields (dotted paths) that name documents of another collection: a relationship or upload. */
type References = Record<string, CollectionSlug>

/** The value at a dotted path of a parsed body. */
const valueAt = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], data)

/**
 * A 400 naming each field of `data` that names no document (the database would refuse it with a
 * 400 that names no field). Payload checks a relationship's documents itself only when it
 * validates, and it skips validation for drafts, which a scheduled post is saved as
 * (docs/payload-bugs.md, "Relationships").
 */
async function requireReferenced(payload: Payload, data: unknown, references: References = {}): Promise<void> {
  const missing: string[] = []
  for (const [field, collection] of Object.entries(references)) {
    const value = valueAt(data, field)
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is DocId => id != null)
    if (ids.length === 0) continue
    const existing = await existingIds(payload, collection, ids)
    if (ids.some((id) => !existing.has(String(id)))) missing.push(field)
  }
  if (missing.length > 0) throw invalidFieldsError(missing)
}

type Save = {
  caller: Caller & { user: TypedUser }
  id: DocId | null
  data: BlogPostUpdateData
  publishAt?: string | null
}

/**
 * Creates or updates a post. `isPublished` publishes the latest version or takes the post offline.
 * A 'Publish at' still to come saves the changes as a draft (a live post stays as visitors know it)
 * and schedules its publication; one already past publishes at once; null cancels the schedule.
 */
async function savePost({ caller: { payload, user }, id, data, publishAt }: Save): Promise<DocId> {
  const at = publishAt ? publishAtInstant(publishAt, siteTimeZone()) : null
  const later = at !== null && at.getTime() > Date.now()
  const common = { collection: 'blog-posts' as const, user, overrideAccess: false, depth: 0 }
  await requireReferenced(payload, data, { 'meta.image': 'media', authors: 'team-members' })
  const body = data.content === undefined ? {} : { content: markdownToBody(insightEditorConfig(payload), data.content) }
  const fields = { ...data, ...body }
  const changes = later ? { ...fields, _status: 'draft' as const } : { ...fields, ...(at ? { isPublished: true } : {}) }
  // The contract's media id is a DocId; Payload's generated type knows SQLite's numbers only.
  const saved = id
    ? await payload.update({ ...common, id, data: changes as never, draft: later })
    : await payload.create({ ...common, data: changes as never })
  if (later) await schedulePublish(payload, saved.id, at)
  else if (publishAt !== undefined) await cancelScheduledPublish(payload, saved.id)
  return saved.id
}

/** POST /api/blog/posts. */
export async function createPost(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireAdmin(request, payload)
  const { publishAt, ...data } = blogPostCreateRequestSchema.parse(await readJson(request, BLOG_POST_BODY_BYTES))
  const id = await savePost({ caller, id: null, data, publishAt })
  return jsonResponse(await adminPost(caller.payload, caller.user, id), 201)
}

/** PUT /api/blog/posts/{id}: an unknown id is a 404 before the body is read. */
export async function updatePost(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireAdmin(request, payload)
  const { id } = await findRecord(caller, 'blog-posts', (await params).id, LABEL)
  const { publishAt, ...data } = blogPostUpdateRequestSchema.parse(await readJson(request, BLOG_POST_BODY_BYTES))
  await savePost({ caller, id: docId(caller.payload, id, LABEL), data, publishAt })
  return jsonResponse(await adminPost(caller.payload, caller.user, id))
}

export const deletePost = (request: Request, context: PayloadContext<IdContext>): Promise<Response> =>
  deleteRecord(request, context, { collection: 'blog-posts', label: LABEL })
