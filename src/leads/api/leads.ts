import { digestMessage } from '@/leads/email/digest'
import { buildDigest } from '@/leads/digest/send'
import { retryFailedDeliveries } from '@/leads/retry'
import { LEAD_KINDS, type LeadKind } from '@/leads/lead'

import { requireAdmin, requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext } from '@/http/http'

type RetryContext = { params: Promise<{ kind: string; id: string }> }

/** POST /api/crm/retry/{assessment|inquiry}/{id} (key): the lead's failed CRM deliveries start over. */
export async function retryCrm(request: Request, { params, payload }: PayloadContext<RetryContext>): Promise<Response> {
  await requireLeadWorker(request, payload)
  const { kind, id } = await params
  if (!(LEAD_KINDS as readonly string[]).includes(kind))
    throw new ApiError(400, 'Invalid lead type: use assessment or inquiry')
  const retried = await retryFailedDeliveries(payload, { kind: kind as LeadKind, id })
  if (retried === null) throw new ApiError(404, 'Lead not found')
  if (retried === 0) throw new ApiError(409, 'No failed CRM delivery to retry for this lead')
  return jsonResponse({ retried }, 202)
}

/** POST /api/digest/preview (key): the HTML the weekly digest would send now. */
export async function previewDigest(request: Request, { payload }: PayloadContext): Promise<Response> {
  await requireAdmin(request, payload)
  const { html } = digestMessage(await buildDigest(payload, Date.now()))
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
