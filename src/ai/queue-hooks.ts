import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { Assessment, ContactInquiry } from '@/payload-types'

import { AI_QUEUE } from './jobs'

/**
 * Queues the AI job in the same transaction as the new document, so both exist or neither does.
 * A failure to queue is logged, never raised: the visitor's submission must not fail for it.
 */
async function queueSafely(req: PayloadRequest, queue: () => Promise<unknown>, what: string) {
  try {
    await queue()
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Could not queue the AI job for ${what}` })
  }
}

export const queueInquiryAnalysis: CollectionAfterChangeHook<ContactInquiry> = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await queueSafely(
      req,
      () =>
        req.payload.jobs.queue({
          task: 'analyzeInquiry',
          queue: AI_QUEUE,
          input: { contactInquiryId: String(doc.id) },
          req,
        }),
      `contact inquiry ${doc.id}`,
    )
  }
  return doc
}

export const queueAssessmentPrediction: CollectionAfterChangeHook<Assessment> = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await queueSafely(
      req,
      () =>
        req.payload.jobs.queue({
          task: 'predictAssessment',
          queue: AI_QUEUE,
          input: { assessmentId: String(doc.id) },
          req,
        }),
      `assessment ${doc.id}`,
    )
  }
  return doc
}
