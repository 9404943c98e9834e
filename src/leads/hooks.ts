import type { CollectionAfterChangeHook } from 'payload'

import { enqueue } from '@/jobs/enqueue'

import type { LeadKind } from './lead'
import { newLeadJobs } from './jobs'

/** Context flag set by POST /api/assessments when the founder ticked 'E-mail me my results'. */
export const EMAIL_RESULTS_CONTEXT = 'emailResults'
/** Context flag of the demo content: its sample leads are nobody's, so they notify no one and reach no CRM. */
export const DEMO_CONTENT_CONTEXT = 'demoContent'

/**
 * After a lead is created, queues its AI analysis and its deliveries together (demo content gets
 * the analysis only). A failure to queue is logged, never raised: the visitor's submission must
 * not fail for it, and the lead's jobs are queued by the next sweep (src/leads/requeue.ts).
 */
export const queueLeadJobs =
  (kind: LeadKind): CollectionAfterChangeHook =>
  async ({ context, doc, operation, req }) => {
    if (operation !== 'create') return doc
    const jobs = newLeadJobs(
      { kind, id: String(doc.id) },
      { emailResults: context[EMAIL_RESULTS_CONTEXT] === true, demo: context[DEMO_CONTENT_CONTEXT] === true },
    )
    try {
      await enqueue(req, jobs)
    } catch (error) {
      req.payload.logger.error({
        err: error,
        msg: `Could not queue the jobs of ${kind} ${doc.id}; the sweep for leads without jobs will queue them`,
      })
    }
    return doc
  }
