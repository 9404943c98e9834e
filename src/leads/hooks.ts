import type { CollectionAfterChangeHook } from 'payload'

import type { LeadKind } from './lead'
import { queueNewLead } from './jobs'

/** Context flag set by POST /api/assessments when the founder ticked 'E-mail me my results'. */
export const EMAIL_RESULTS_CONTEXT = 'emailResults'

/**
 * After a lead is created, queues its deliveries in the same transaction. A failure to queue is
 * logged, never raised: the visitor's submission must not fail for it.
 */
export const queueLeadDeliveries =
  (kind: LeadKind): CollectionAfterChangeHook =>
  async ({ context, doc, operation, req }) => {
    if (operation !== 'create') return doc
    try {
      await queueNewLead(req, { kind, id: String(doc.id) }, context[EMAIL_RESULTS_CONTEXT] === true)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not queue the deliveries of ${kind} ${doc.id}` })
    }
    return doc
  }
