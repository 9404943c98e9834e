import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { type PreviewAnswer, previewRequestSchema } from '@/contracts/blog-posts'
import { parseDocId } from '@/lib/ids'
import { postSlug } from '@/lib/slug'
import { isSitePath, locationOf } from '@/lib/urls'

import { getCaller } from '@/http/auth'
import { latestPostVersion } from './blog-posts'
import { ApiError, jsonResponse, type PayloadContext, readJson } from '@/http/http'

const notFound = () => new ApiError(404, 'Not Found')

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/**
 * Where a signed-in editor (CMS session or the admin key) previews a post: its page, at the slug of
 * its latest version's title. Anyone else, and any unknown post, gets a bare 404: a preview link
 * reveals nothing, not even whether the post exists.
 */
export async function previewPath(request: Request, payload: Payload, rawId: unknown): Promise<string> {
  const { user } = await getCaller(request, payload)
  const id = parseDocId(rawId, payload.db.defaultIDType)
  if (!user || id === null) throw notFound()
  const post = await latestPostVersion(payload, user, id)
  if (!post) throw notFound()
  return `/insights/${postSlug(post.title, post.id)}`
}

/**
 * GET /api/preview?id={id}: the CMS's Preview button and live preview (session cookie). Turns on
 * Next.js draft mode for this browser, whose pages then render the latest drafts, uncached, and
 * moves on to the post.
 */
export async function startPreview(request: Request, { payload }: PayloadContext): Promise<Response> {
  const path = await previewPath(request, payload, new URL(request.url).searchParams.get('id'))
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { location: locationOf(path), ...NO_STORE } })
}

/** POST /api/preview {id}: the dashboard's Preview (the key); answers the page to open. */
export async function startPreviewWithKey(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { id } = previewRequestSchema.parse(await readJson(request))
  const path = await previewPath(request, payload, id)
  ;(await draftMode()).enable()
  const answer: PreviewAnswer = { url: path }
  return jsonResponse(answer, 200, NO_STORE)
}

/**
 * Only a path on this site may follow 'Exit preview': never //host, a scheme, or a tab, newline or
 * backslash that browsers drop or read as a slash (`/<TAB>/evil.example/` is `//evil.example/`).
 */
const sitePath = (value: string | null) => (value && isSitePath(value) ? value : '/insights')

/** GET /api/preview/exit?path=…: back to what visitors see. */
export async function exitPreview(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = sitePath(new URL(request.url).searchParams.get('path'))
  return new Response(null, { status: 307, headers: { location: locationOf(path), 'cache-control': 'no-store' } })
}
