import { JobCancelledError, type Payload, type PayloadRequest, type TaskConfig } from 'payload'

import { AI_QUEUE } from '@/ai/queue'
import { enqueue, type QueuedJob } from '@/jobs/enqueue'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

import {
  attemptDelivery,
  createDelivery,
  DELIVERY_CHANNELS,
  type DeliveryChannel,
  leadChannels,
  MAX_TRIES,
  RETRY_BASE_DELAY_MS,
} from './deliveries'
import { sendWeeklyDigest } from './digest/send'
import { digestSchedule, DIGEST_QUEUE } from './digest/schedule'
import { LEAD_KINDS, type LeadRef, loadLeadUid } from './lead'
import { leadSettings, type LeadSettings } from './settings'
import { inTransaction } from './transaction'

/** Lead messages and CRM calls; the weekly digest has its own queue. Both are listed in QUEUES (src/tasks.ts). */
export const LEADS_QUEUE = 'leads'
export { DIGEST_QUEUE }

/** How long a new lead's messages wait for its AI analysis, so one message carries it. */
const AI_WAIT_MS = 60_000

/** Creates the delivery row and queues its job in one transaction: both exist or neither. */
async function startDelivery(
  payload: Payload,
  ref: LeadRef,
  uid: string | null,
  channel: DeliveryChannel,
  noteId?: string,
) {
  await inTransaction(payload, null, async (req) => {
    const row = await createDelivery(payload, ref, uid, channel, req, noteId)
    if (row) await enqueue(req, [{ task: 'deliverLead', queue: LEADS_QUEUE, input: { deliveryId: String(row.id) } }])
  })
}

/** Fans a lead out to its channels, once each however often it runs (the unique delivery keys). */
const leadDeliveriesTask: TaskConfig<'leadDeliveries'> = {
  slug: 'leadDeliveries',
  label: "Queue a lead's notification and CRM deliveries",
  inputSchema: [
    { name: 'kind', type: 'select', options: [...LEAD_KINDS], required: true },
    { name: 'id', type: 'text', required: true },
    { name: 'channels', type: 'select', options: [...DELIVERY_CHANNELS], hasMany: true },
    // A staff change or note (a lead-notes id): lead.updated / lead.note to the CRM channels.
    { name: 'noteId', type: 'text' },
    { name: 'noteType', type: 'text' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    const ref: LeadRef = { kind: input.kind, id: input.id }
    const settings = await leadSettings(req.payload)
    const channels = input.noteId
      ? eventChannels(settings, input.noteType ?? '')
      : input.channels?.length
        ? (input.channels as DeliveryChannel[])
        : leadChannels(settings)
    const lead = await loadLeadUid(req.payload, ref)
    // A lead deleted before its deliveries started has nothing to deliver.
    if (!lead) return { output: {} }
    for (const channel of channels) await startDelivery(req.payload, ref, lead.uid, channel, input.noteId ?? undefined)
    return { output: {} }
  },
}

/**
 * One message or CRM call. Failures are retried with exponential back-off (7 tries over about an
 * hour); a refused target or a 4xx stops at once. The row records every outcome for the dashboard.
 */
const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: 'deliverLead',
  label: 'Deliver a lead (e-mail, webhook, HubSpot)',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  retries: { attempts: MAX_TRIES - 1, backoff: { type: 'exponential', delay: RETRY_BASE_DELAY_MS } },
  handler: async ({ input, req }) => {
    const result = await attemptDelivery(req.payload, input.deliveryId)
    // Held back by the hour's limit: due again when the hour frees up, as a new job, so no try is spent.
    if (result.status === 'waiting') {
      await req.payload.jobs.queue({ task: 'deliverLead', queue: LEADS_QUEUE, input, waitUntil: result.until, req })
      return { output: {} }
    }
    if (result.status === 'failed')
      throw new JobCancelledError(`Delivery ${input.deliveryId} failed: ${String(result.error)}`)
    if (result.status === 'pending') throw result.error
    return { output: {} }
  },
}

/** The Monday digest; `schedule` queues each week's run ahead, so a server down at 08:00 sends it on start. */
const weeklyDigestTask: TaskConfig<'weeklyDigest'> = {
  slug: 'weeklyDigest',
  label: 'Weekly digest e-mail',
  schedule: [digestSchedule],
  inputSchema: [{ name: 'periodEnd', type: 'date' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, job, req }) => {
    const end = input.periodEnd ? Date.parse(input.periodEnd) : Date.now()
    await sendWeeklyDigest(req.payload, end, `weeklyDigest:${job.id}`)
    return { output: {} }
  },
}

export const leadsTasks = [leadDeliveriesTask, deliverLeadTask, weeklyDigestTask]

/** The CRM channels a staff change or note goes to: the webhook all, HubSpot status changes and notes. */
const eventChannels = (settings: LeadSettings, type: string): DeliveryChannel[] => [
  ...(settings.webhook ? (['webhook'] as const) : []),
  ...(settings.hubspot && (type === 'status' || type === 'note') ? (['hubspot'] as const) : []),
]

/** The CRM jobs of staff changes and notes (history entries) of a lead: lead.updated and lead.note. */
export const leadEventJobs = (ref: LeadRef, notes: { id: number | string; type: string }[]): QueuedJob[] =>
  notes.map((note) => ({
    task: 'leadDeliveries',
    queue: LEADS_QUEUE,
    input: { kind: ref.kind, id: ref.id, noteId: String(note.id), noteType: note.type },
  }))

/** The AI job of a lead: the inquiry's message analysis or the assessment's prediction. */
const analysisJob = ({ kind, id }: LeadRef): QueuedJob => {
  const { aiTask, aiInput } = LEAD_KIND_TABLE[kind]
  return { task: aiTask, queue: AI_QUEUE, input: { [aiInput]: id } } as QueuedJob
}

/**
 * A new lead's jobs: its AI analysis, then its deliveries, which start when the analysis is
 * stored (`leadAnalysed`) or after 60 s without it; the founder's results e-mail does not wait.
 * Demo content gets the analysis only: its sample leads are nobody's.
 */
export function newLeadJobs(
  ref: LeadRef,
  { emailResults, demo }: { emailResults: boolean; demo: boolean },
): QueuedJob[] {
  const input = { kind: ref.kind, id: ref.id }
  const jobs: QueuedJob[] = [analysisJob(ref)]
  if (demo) return jobs
  jobs.push({ task: 'leadDeliveries', queue: LEADS_QUEUE, input, waitUntil: new Date(Date.now() + AI_WAIT_MS) })
  if (emailResults)
    jobs.push({ task: 'leadDeliveries', queue: LEADS_QUEUE, input: { ...input, channels: ['results'] } })
  return jobs
}

/**
 * The AI result is stored: the lead's waiting deliveries job is due now, so its messages carry it.
 * A lead without one (demo content, or its 60 s already passed) gets nothing new.
 */
export async function leadAnalysed(req: PayloadRequest, ref: LeadRef): Promise<void> {
  await req.payload.db.updateMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'leadDeliveries' } },
        { 'input.kind': { equals: ref.kind } },
        { 'input.id': { equals: ref.id } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    data: { waitUntil: new Date().toISOString() },
    req,
    returning: false,
  })
}
