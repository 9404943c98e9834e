import { revalidateWholeSite } from '@/hooks/revalidate'
import { getPayloadClient } from '@/payload-client'

import { requireAdmin } from './auth'
import { jsonResponse } from './http'

/**
 * GET /api/health: starts Payload (migrations, first user, demo content) and reports readiness
 * with the number of published posts (what a visitor can read; drafts are nobody's business).
 */
export async function health(): Promise<Response> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'blog-posts', overrideAccess: false })
  return jsonResponse({ status: 'ok', posts: totalDocs })
}

/** POST /api/revalidate (admin): marks every public page stale, e.g. after the server starts on another database. */
export async function revalidateSite(request: Request): Promise<Response> {
  await requireAdmin(request)
  revalidateWholeSite()
  return jsonResponse({ revalidated: true })
}
