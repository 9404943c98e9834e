import type { Payload, TaskConfig } from 'payload'

import type { QueuedJob } from '@/jobs/enqueue'
import { parseDocId } from '@/lib/ids'
import type { Meeting } from '@/payload-types'

import { requestOk } from '../crm/http'
import { signatureHeader } from '../crm/webhook'
import { leadSettings } from '../settings'
import { MEETINGS_QUEUE } from './jobs'

type MeetingEvent = 'meeting.booked' | 'meeting.cancelled'

/** The CRM webhook hears each booking (and move) and each cancellation, when one is configured. */
export async function meetingWebhookJobs(
  payload: Payload,
  meeting: Meeting,
  kind: 'invite' | 'cancel',
): Promise<QueuedJob<'meetingWebhook'>[]> {
  if (!(await leadSettings(payload)).webhook) return []
  const event: MeetingEvent = kind === 'cancel' ? 'meeting.cancelled' : 'meeting.booked'
  return [
    {
      task: 'meetingWebhook',
      queue: MEETINGS_QUEUE,
      input: { meetingId: String(meeting.id), event, sequence: String(meeting.sequence ?? 0) },
    },
  ]
}

/** POSTs a meeting event as signed JSON (the lead events' scheme, docs/webhooks.md); `id` is stable across retries. */
export const meetingWebhookTask: TaskConfig<'meetingWebhook'> = {
  slug: 'meetingWebhook',
  label: 'Meeting event to the CRM webhook',
  inputSchema: [
    { name: 'meetingId', type: 'text', required: true },
    { name: 'event', type: 'select', options: ['meeting.booked', 'meeting.cancelled'], required: true },
    { name: 'sequence', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const { webhook } = await leadSettings(payload)
    const id = parseDocId(input.meetingId, payload.db.defaultIDType)
    const meeting =
      id === null
        ? null
        : await payload.findByID({ collection: 'meetings', id, depth: 1, overrideAccess: true, disableErrors: true })
    if (!webhook || !meeting) return { output: {} }
    const partner = typeof meeting.partner === 'object' ? meeting.partner : null
    const deliveryId = `${input.event}:${meeting.uid}:${input.sequence}`
    const body = JSON.stringify({
      id: deliveryId,
      event: input.event,
      meeting: {
        id: meeting.id,
        start: meeting.start,
        end: meeting.end,
        status: meeting.status,
        partner: partner ? { id: partner.id, name: partner.name } : { id: meeting.partner },
        name: meeting.name,
        email: meeting.email,
        company: meeting.company ?? null,
        source: meeting.source ?? null,
        assessment:
          typeof meeting.assessment === 'object' ? (meeting.assessment?.id ?? null) : (meeting.assessment ?? null),
      },
    })
    await requestOk(
      'POST',
      webhook.url,
      {
        'content-type': 'application/json',
        'user-agent': 'keystone-leads-webhook/1',
        'x-webhook-id': deliveryId,
        'x-signature': signatureHeader(webhook.secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
    )
    return { output: {} }
  },
}
