import type { CollectionAfterChangeHook } from 'payload'

import type { LeadKind } from './lead'
import { queueNewLead } from './jobs'

/** Context flag set by POST /api/assessments when the founder ticked 'E-mail me my results'. */
export const EMAIL_RESULTS_CONTEXT = 'emailResults'
/** Context flag of the demo content: its sample leads are nobody's, so they notify no one and reach no CRM. */
export const DEMO_CONTENT_CONTEXT = 'demoContent'

/**
 * After a lead is created, queues its deliveries in the same transaction. A failure to queue is
 * logged, never raised: the visitor's submission must not fail for it.
 */
export const queueLeadDeliveries =
  (kind: LeadKind): CollectionAfterChangeHook =>
  async ({ context, doc, operation, req }) => {
    if (operation !== 'create' || context[DEMO_CONTENT_CONTEXT] === true) return doc
    try {
      await queueNewLead(req, { kind, id: String(doc.id) }, context[EMAIL_RESULTS_CONTEXT] === true)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not queue the deliveries of ${kind} ${doc.id}` })
    }
    return doc
  }
