import { createLocalReq, type Payload, type TaskConfig } from 'payload'

import { enqueue } from '@/jobs/enqueue'
import type { Assessment } from '@/payload-types'

import { LEADS_QUEUE, newLeadJobs } from './jobs'
import { LEAD_KIND_TABLE, LEAD_KINDS, type LeadKind } from '@/contracts/lead-kinds'

import type { LeadRef } from './lead'

/** How often the sweep runs (a cron rule). */
const REQUEUE_CRON = '*/10 * * * *'
/** A lead this old without its jobs lost them: a new lead's jobs are queued as it is stored. */
export const REQUEUE_AFTER_MS = 5 * 60_000
/** Leads older than this are left alone: the sweep runs every ten minutes, so it saw them many times. */
export const REQUEUE_WITHIN_MS = 3 * 24 * 60 * 60_000
/** Leads read per query: the sweep pages through every lead of its window, the oldest first. */
const REQUEUE_PAGE = 200

/** The ids, as strings, of the leads of `ids` that have an AI result or an AI job (waiting, running or failed). */
async function withAnalysis(payload: Payload, kind: LeadKind, ids: (number | string)[]): Promise<Set<string>> {
  const { aiCollection, relationField, aiTask, aiInput } = LEAD_KIND_TABLE[kind]
  const results = await payload.find({
    collection: aiCollection,
    where: { [relationField]: { in: ids } },
    select: { [relationField]: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: aiTask } }, { [`input.${aiInput}`]: { in: ids.map(String) } }],
    },
    select: { input: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Set([
    ...results.docs.map((doc) => String(Reflect.get(doc, relationField))),
    ...jobs.docs.map((job) => String(Reflect.get(Object(job.input), aiInput))),
  ])
}

/** Whether the founder asked for the results e-mail, as POST /api/assessments decided it. */
const wantsResults = (lead: Partial<Assessment>): boolean =>
  Boolean(lead.resultsEmailConsent?.givenAt) && lead.categoryScores != null

/**
 * Queues the jobs of recent leads that have none: no AI result and no AI job, which every lead
 * whose jobs were queued has (the job until its result is stored; a failed job stays). That is a
 * lead stored while the queue could not be written (its submission still succeeded). Queuing twice
 * is harmless: each delivery exists once per lead and channel. Returns the leads queued.
 */
export async function requeueLeadsWithoutJobs(
  payload: Payload,
  now = Date.now(),
  pageSize = REQUEUE_PAGE,
): Promise<LeadRef[]> {
  const queued: LeadRef[] = []
  const req = await createLocalReq({}, payload)
  for (const kind of LEAD_KINDS)
    for (let page = 1, more = true; more; page += 1) {
      const { docs, hasNextPage } = await payload.find({
        collection: LEAD_KIND_TABLE[kind].collection,
        where: {
          and: [
            { createdAt: { greater_than: new Date(now - REQUEUE_WITHIN_MS).toISOString() } },
            { createdAt: { less_than: new Date(now - REQUEUE_AFTER_MS).toISOString() } },
          ],
        },
        // The id settles leads stored in the same millisecond, so no page repeats or skips one.
        sort: ['createdAt', 'id'],
        limit: pageSize,
        page,
        depth: 0,
        overrideAccess: true,
        select: {
          createdAt: true,
          ...(kind === 'assessment' ? { resultsEmailConsent: true, categoryScores: true } : {}),
        },
      })
      more = hasNextPage
      if (docs.length === 0) continue
      const analysed = await withAnalysis(
        payload,
        kind,
        docs.map((doc) => doc.id),
      )
      for (const doc of docs) {
        const ref = { kind, id: String(doc.id) }
        if (analysed.has(ref.id)) continue
        const emailResults = kind === 'assessment' && wantsResults(doc as Partial<Assessment>)
        await enqueue(req, newLeadJobs(ref, { emailResults, demo: false }))
        queued.push(ref)
      }
    }
  if (queued.length > 0)
    payload.logger.warn(
      `Queued the jobs of ${queued.length} lead(s) stored without them: ${queued.map((ref) => `${ref.kind} ${ref.id}`).join(', ')}`,
    )
  return queued
}

/** The sweep, every ten minutes on the leads queue (Payload queues it by its cron rule). */
export const requeueLeadsTask: TaskConfig<'requeueLeads'> = {
  slug: 'requeueLeads',
  label: 'Queue the jobs of leads stored without them',
  schedule: [{ cron: REQUEUE_CRON, queue: LEADS_QUEUE }],
  handler: async ({ req }) => {
    await requeueLeadsWithoutJobs(req.payload)
    return { output: {} }
  },
}
