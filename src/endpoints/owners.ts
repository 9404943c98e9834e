import { listOwners } from '@/leads/owners/owners'

import { requireLeadWorker } from './auth'
import { jsonResponse } from './http'

/** GET /api/owners (admin): the CMS users who can own leads, by name. */
export async function getOwners(request: Request): Promise<Response> {
  return jsonResponse(await listOwners(await requireLeadWorker(request)))
}
