import { type Payload, type TaskConfig, ValidationError } from 'payload'

import { enqueue } from '@/jobs/enqueue'
import type { LeadDelivery } from '@/payload-types'

import { summaryMessage } from './email/summary'
import { type Lead, type LeadRef, loadLead } from './lead'
import { leadSettings } from './settings'
import { inTransaction } from './transaction'

/**
 * Bulk imports: the first 20 new-lead notifications queued in each clock minute are sent as an
 * e-mail each; the rest of that minute are told in one summary e-mail, sent once the minute is
 * over. A trickle therefore still gets one e-mail per lead; the demo content, which notifies no
 * one, counts for nothing. The decision and the summary meet in the database: a lead marks its
 * delivery with its minute, then reads whether the summary has taken its list; the summary closes
 * first, then reads the marks. So each lead is in the summary or has its own (late) e-mail, never neither.
 */
const LEADS_PER_MINUTE = 20
/** The summary waits this long past its minute, for the minute's deliveries to take their first try. */
const SUMMARY_DELAY_MS = 60_000
const SUMMARIES = 'notification-summaries'
const SUMMARY_TASK = 'notificationSummary'
// The leads queue of src/leads/jobs.ts (which imports this file through the deliveries).
const QUEUE = 'leads'

/** A time's clock minute, e.g. '2026-12-07T09:41Z'. */
const minuteOf = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16)}Z`
const minuteStart = (minute: string): number => Date.parse(`${minute.slice(0, 16)}:00.000Z`)

/** How many notifications of new leads were queued in the delivery's minute before it. */
async function notificationsBefore(payload: Payload, delivery: LeadDelivery): Promise<number> {
  const start = new Date(minuteStart(minuteOf(delivery.createdAt))).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'lead-deliveries',
    where: {
      and: [
        { channel: { equals: 'notification' } },
        { createdAt: { greater_than_equal: start } },
        { createdAt: { less_than: delivery.createdAt } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/** The summary of the minute: created with its queued job in one transaction, by whichever lead comes first. */
async function ensureSummary(payload: Payload, minute: string): Promise<void> {
  try {
    await inTransaction(payload, null, async (req) => {
      await payload.create({ collection: SUMMARIES, data: { minute }, overrideAccess: true, depth: 0, req })
      const waitUntil = new Date(minuteStart(minute) + 60_000 + SUMMARY_DELAY_MS)
      await enqueue(req, [{ task: SUMMARY_TASK, queue: QUEUE, input: { minute }, waitUntil }])
    })
  } catch (error) {
    // Another lead of the minute created it first.
    if (error instanceof ValidationError) return
    throw error
  }
}

async function summaryOf(payload: Payload, minute: string) {
  const { docs } = await payload.find({
    collection: SUMMARIES,
    where: { minute: { equals: minute } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The minute whose summary tells the lead's notification (its delivery is then marked with it), or
 * null for an e-mail of its own: one of the minute's first 20, or a lead whose summary has
 * already taken its list.
 */
export async function joinsSummary(payload: Payload, delivery: LeadDelivery): Promise<string | null> {
  if ((await notificationsBefore(payload, delivery)) < LEADS_PER_MINUTE) return null
  const minute = minuteOf(delivery.createdAt)
  await ensureSummary(payload, minute)
  await payload.db.updateOne({ collection: 'lead-deliveries', id: delivery.id, data: { batch: minute } })
  if (!(await summaryOf(payload, minute))?.closedAt) return minute
  await payload.db.updateOne({ collection: 'lead-deliveries', id: delivery.id, data: { batch: null } })
  return null
}

const relationId = (value: unknown) =>
  String(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

const leadOfDelivery = (delivery: LeadDelivery): LeadRef | null =>
  delivery.assessment
    ? { kind: 'assessment', id: relationId(delivery.assessment) }
    : delivery.contactInquiry
      ? { kind: 'inquiry', id: relationId(delivery.contactInquiry) }
      : null

/** Sends a minute's summary: closes it, then tells every lead marked with it in one e-mail. */
async function sendSummary(payload: Payload, minute: string): Promise<void> {
  const summary = await summaryOf(payload, minute)
  if (!summary || summary.sentAt) return
  if (!summary.closedAt) {
    await payload.db.updateOne({ collection: SUMMARIES, id: summary.id, data: { closedAt: new Date().toISOString() } })
  }
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { and: [{ batch: { equals: minute } }, { channel: { equals: 'notification' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const leads: Lead[] = []
  for (const delivery of docs) {
    const ref = leadOfDelivery(delivery)
    const lead = ref && (await loadLead(payload, ref))
    if (lead) leads.push(lead)
  }
  const now = new Date().toISOString()
  if (leads.length) {
    leads.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    const settings = await leadSettings(payload)
    await payload.sendEmail({ to: settings.recipients, ...summaryMessage(leads, minute, settings.firmName) })
    await payload.db.updateMany({
      collection: 'lead-deliveries',
      where: { and: [{ batch: { equals: minute } }, { channel: { equals: 'notification' } }] },
      data: { status: 'sent', deliveredAt: now, lastError: null },
    })
  }
  await payload.db.updateOne({ collection: SUMMARIES, id: summary.id, data: { sentAt: now, leads: leads.length } })
}

export const notificationSummaryTask: TaskConfig<'notificationSummary'> = {
  slug: SUMMARY_TASK,
  label: 'Summary notification of a minute with more than 20 leads',
  inputSchema: [{ name: 'minute', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    await sendSummary(req.payload, input.minute)
    return { output: {} }
  },
}
