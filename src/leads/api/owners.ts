import { listOwners } from '@/leads/owners/owners'

import { requireLeadWorker } from '@/http/auth'
import { jsonResponse, type PayloadContext } from '@/http/http'

/** GET /api/owners (admin): the CMS users who can own leads, by name. */
export async function getOwners(request: Request, { payload }: PayloadContext): Promise<Response> {
  return jsonResponse(await listOwners(await requireLeadWorker(request, payload)))
}
