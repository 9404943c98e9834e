import { requireLeadWorker } from '@/http/auth'
import { jsonResponse, type PayloadContext } from '@/http/http'
import { crmStatus } from '@/leads/sync-state'
import { confirmationsPerHour } from '@/newsletter/subscribe'

/** GET /api/crm/status (key): the CRM line of the dashboard (with the newsletter's mail cap) and each lead's sync state. */
export async function getCrmStatus(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireLeadWorker(request, payload)
  return jsonResponse(await crmStatus(payload, confirmationsPerHour()))
}
