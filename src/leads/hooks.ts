import type { CollectionAfterChangeHook } from 'payload'

import { AI_QUEUE } from '@/ai/jobs'
import { enqueue, type QueuedJob } from '@/jobs/enqueue'

import type { LeadKind } from './lead'
import { newLeadJobs } from './jobs'

/** Context flag set by POST /api/assessments when the founder ticked 'E-mail me my results'. */
export const EMAIL_RESULTS_CONTEXT = 'emailResults'
/** Context flag of the demo content: its sample leads are nobody's, so they notify no one and reach no CRM. */
export const DEMO_CONTENT_CONTEXT = 'demoContent'

/** The AI job of a new lead: the inquiry's message analysis or the assessment's prediction. */
const analysisJob = (kind: LeadKind, id: string): QueuedJob =>
  kind === 'inquiry'
    ? { task: 'analyzeInquiry', queue: AI_QUEUE, input: { contactInquiryId: id } }
    : { task: 'predictAssessment', queue: AI_QUEUE, input: { assessmentId: id } }

/**
 * After a lead is created, queues its AI analysis and its deliveries together (demo content gets
 * the analysis only). A failure to queue is logged, never raised: the visitor's submission must
 * not fail for it.
 */
export const queueLeadJobs =
  (kind: LeadKind): CollectionAfterChangeHook =>
  async ({ context, doc, operation, req }) => {
    if (operation !== 'create') return doc
    const ref = { kind, id: String(doc.id) }
    const deliveries =
      context[DEMO_CONTENT_CONTEXT] === true ? [] : newLeadJobs(ref, context[EMAIL_RESULTS_CONTEXT] === true)
    try {
      await enqueue(req, [analysisJob(kind, ref.id), ...deliveries])
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not queue the jobs of ${kind} ${doc.id}` })
    }
    return doc
  }
