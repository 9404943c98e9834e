import { createHmac } from 'node:crypto'

import type { Lead } from '../lead'
import type { LeadEvent } from './events'
import { requestOk } from './http'

const SIGNATURE_HEADER = 'x-signature'

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the scheme docs/webhooks.md documents. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/**
 * The JSON a webhook receives for a lead event (lead.created, lead.updated with its `change`,
 * lead.note with its `note`). `id` is stable across retries, so receivers can de-duplicate.
 */
function webhookBody(deliveryKey: string, lead: Lead, event: LeadEvent): string {
  return JSON.stringify({
    id: deliveryKey,
    ...event,
    lead: {
      type: lead.kind,
      id: lead.id,
      createdAt: lead.createdAt,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      website: lead.website,
      industry: lead.industry,
      score: lead.score,
      inquiry: lead.inquiry,
      details: Object.fromEntries(lead.details),
      ai: lead.ai,
      adminUrl: lead.adminUrl,
      attribution: lead.attribution,
    },
  })
}

export async function deliverWebhook(
  target: { url: string; secret: string },
  deliveryKey: string,
  lead: Lead,
  event: LeadEvent,
  now = Date.now(),
): Promise<void> {
  const body = webhookBody(deliveryKey, lead, event)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'keystone-leads-webhook/1',
    'x-webhook-id': deliveryKey,
  }
  headers[SIGNATURE_HEADER] = signatureHeader(target.secret, body, Math.floor(now / 1000))
  await requestOk('POST', target.url, headers, body)
}
