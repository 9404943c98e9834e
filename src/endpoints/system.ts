import { revalidateWholeSite } from '@/hooks/revalidate'

import { requireAdmin } from '@/http/auth'
import { jsonResponse, type PayloadContext } from '@/http/http'

/**
 * GET /api/health: starts Payload (migrations, first user, demo content) and reports readiness
 * with the number of published posts (what a visitor can read; drafts are nobody's business).
 */
export async function health(_request: Request, { payload }: PayloadContext): Promise<Response> {
  const { totalDocs } = await payload.count({ collection: 'blog-posts', overrideAccess: false })
  return jsonResponse({ status: 'ok', posts: totalDocs })
}

/** POST /api/revalidate (admin): marks every public page stale, e.g. after the server starts on another database. */
export async function revalidateSite(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireAdmin(request, payload)
  revalidateWholeSite()
  return jsonResponse({ revalidated: true })
}
