import type { Payload, TaskConfig } from 'payload'

import type { QueuedJob } from '@/jobs/enqueue'
import type { Meeting } from '@/payload-types'

import { createMeeting, type HubSpotMeeting, updateMeeting } from '../crm/hubspot'
import { requestOk } from '../crm/http'
import { signatureHeader } from '../crm/webhook'
import { leadSettings } from '../settings'
import { findMeeting } from './find'
import { MEETINGS_QUEUE } from './jobs'

type MeetingEvent = 'meeting.booked' | 'meeting.cancelled'

/** What a job telling the CRM about a meeting takes (the meeting's state it was queued for), and its retries. */
const EVENT_TASK = {
  inputSchema: [
    { name: 'meetingId', type: 'text', required: true },
    { name: 'event', type: 'select', options: ['meeting.booked', 'meeting.cancelled'], required: true },
    { name: 'sequence', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
} satisfies Pick<TaskConfig<'meetingWebhook'>, 'inputSchema' | 'retries'>

/**
 * The CRM hears each booking (and move) and each cancellation: the webhook, when one is configured,
 * and HubSpot's meeting activity on the contact, for meetings the product booked.
 */
export async function meetingWebhookJobs(
  payload: Payload,
  meeting: Meeting,
  kind: 'invite' | 'cancel',
): Promise<QueuedJob<'meetingWebhook' | 'meetingHubspot'>[]> {
  const settings = await leadSettings(payload)
  const event: MeetingEvent = kind === 'cancel' ? 'meeting.cancelled' : 'meeting.booked'
  const input = { meetingId: String(meeting.id), event, sequence: String(meeting.sequence ?? 0) }
  return [
    ...(settings.webhook ? [{ task: 'meetingWebhook' as const, queue: MEETINGS_QUEUE, input }] : []),
    ...(settings.hubspot && meeting.origin === 'product'
      ? [{ task: 'meetingHubspot' as const, queue: MEETINGS_QUEUE, input }]
      : []),
  ]
}

/**
 * The meeting as HubSpot's activity: created on the first booking, updated (time, outcome) on a
 * move or cancel. A job for an older state of the meeting does nothing.
 */
export const meetingHubspotTask: TaskConfig<'meetingHubspot'> = {
  slug: 'meetingHubspot',
  label: 'Meeting to HubSpot (activity on the contact)',
  ...EVENT_TASK,
  handler: async ({ input, req: { payload } }) => {
    const { hubspot, firmName } = await leadSettings(payload)
    const meeting = await findMeeting(payload, input.meetingId, 1)
    if (!hubspot || !meeting || String(meeting.sequence ?? 0) !== input.sequence) return { output: {} }
    const partner = typeof meeting.partner === 'object' ? meeting.partner : null
    const activity: HubSpotMeeting = {
      title: `${firmName}: ${partner?.name ?? 'Partner'} and ${meeting.name}`,
      start: meeting.start,
      end: meeting.end,
      body: [
        meeting.company ? `Company: ${meeting.company}` : '',
        meeting.note ? `Note (visitor text): ${meeting.note}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      url: partner?.availability?.videoUrl ?? null,
      cancelled: meeting.status === 'cancelled',
    }
    if (meeting.hubspotMeetingId) {
      await updateMeeting(hubspot, meeting.hubspotMeetingId, activity)
      return { output: {} }
    }
    const created = await createMeeting(hubspot, meeting, activity)
    await payload.db.updateOne({
      collection: 'meetings',
      id: meeting.id,
      data: { hubspotMeetingId: created },
      returning: false,
    })
    return { output: {} }
  },
}

/** POSTs a meeting event as signed JSON (the lead events' scheme, docs/webhooks.md); `id` is stable across retries. */
export const meetingWebhookTask: TaskConfig<'meetingWebhook'> = {
  slug: 'meetingWebhook',
  label: 'Meeting event to the CRM webhook',
  ...EVENT_TASK,
  handler: async ({ input, req: { payload } }) => {
    const { webhook } = await leadSettings(payload)
    const meeting = await findMeeting(payload, input.meetingId, 1)
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
