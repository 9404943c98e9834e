import { digestMessage } from '@/leads/email/digest'
import { buildDigest } from '@/leads/digest/send'
import { retryFailedDeliveries } from '@/leads/retry'
import { crmStatus } from '@/leads/sync-state'
import { LEAD_KINDS, type LeadKind } from '@/leads/lead'
import { confirmationsPerHour } from '@/newsletter/subscribe'

import { requireAdmin, requireLeadWorker } from './auth'
import { ApiError, jsonResponse } from './http'

/** GET /api/crm/status (key): the CRM line of the dashboard and each lead's sync state. */
export async function getCrmStatus(request: Request): Promise<Response> {
  const { payload } = await requireLeadWorker(request)
  return jsonResponse(await crmStatus(payload, confirmationsPerHour()))
}

type RetryContext = { params: Promise<{ kind: string; id: string }> }

/** POST /api/crm/retry/{assessment|inquiry}/{id} (key): the lead's failed CRM deliveries start over. */
export async function retryCrm(request: Request, { params }: RetryContext): Promise<Response> {
  const { payload } = await requireLeadWorker(request)
  const { kind, id } = await params
  if (!(LEAD_KINDS as readonly string[]).includes(kind))
    throw new ApiError(400, 'Invalid lead type: use assessment or inquiry')
  const retried = await retryFailedDeliveries(payload, { kind: kind as LeadKind, id })
  if (retried === null) throw new ApiError(404, 'Lead not found')
  if (retried === 0) throw new ApiError(409, 'No failed CRM delivery to retry for this lead')
  return jsonResponse({ retried }, 202)
}

/** POST /api/digest/preview (key): the HTML the weekly digest would send now. */
export async function previewDigest(request: Request): Promise<Response> {
  const { payload } = await requireAdmin(request)
  const { html } = digestMessage(await buildDigest(payload, Date.now()))
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
