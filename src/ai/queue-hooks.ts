import type { CollectionAfterChangeHook, TypeWithID } from 'payload'

import type { Assessment } from '@/contracts/assessments'
import type { ContactInquiry } from '@/contracts/contact-inquiries'

import { AI_QUEUE } from './jobs'

/**
 * After a document is created, queues an AI task for it in the same transaction, so both exist or
 * neither does. A failure to queue is logged, never raised: the visitor's submission must not fail for it.
 */
const queueOnCreate =
  <T extends TypeWithID>(
    task: 'analyzeInquiry' | 'predictAssessment',
    inputKey: 'contactInquiryId' | 'assessmentId',
  ): CollectionAfterChangeHook<T> =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    try {
      await req.payload.jobs.queue({ task, queue: AI_QUEUE, input: { [inputKey]: String(doc.id) } as never, req })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not queue ${task} for document ${doc.id}` })
    }
    return doc
  }

export const queueInquiryAnalysis = queueOnCreate<ContactInquiry>('analyzeInquiry', 'contactInquiryId')
export const queueAssessmentPrediction = queueOnCreate<Assessment>('predictAssessment', 'assessmentId')
