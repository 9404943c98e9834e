import type { Payload, TypedUser } from 'payload'

import type { MessageAnalysisRecord } from '@/contracts/ai-results'
import { type DocId, relationId } from '@/lib/ids'
import type { MessageAnalysis } from '@/payload-types'

import { analyzeMessage, messageInput } from './message-analysis'
import { analyseAndReplace } from './replace-result'
import type { Analyst } from './types'

export const messageAnalysisRecord = (doc: MessageAnalysis): MessageAnalysisRecord => ({
  id: doc.id,
  contactInquiryId: relationId(doc.contactInquiry),
  urgencyLevel: doc.urgencyLevel,
  businessPotential: doc.businessPotential,
  summary: doc.summary,
  keyPoints: doc.keyPoints,
  source: doc.source,
  model: doc.model,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** Analyses the inquiry and stores the result, replacing any earlier one. Null when the inquiry does not exist.
 * `analyst`: the model to ask (by default the configured one; null for the rule-based analyst). */
export async function generateMessageAnalysis(
  payload: Payload,
  contactInquiryId: DocId,
  user?: TypedUser | null,
  analyst?: Analyst | null,
): Promise<MessageAnalysisRecord | null> {
  const doc = await analyseAndReplace(payload, 'message-analyses', contactInquiryId, user, async (inquiry) => {
    const { result, source, model } = await analyzeMessage(messageInput(inquiry), analyst, payload.logger)
    return { ...result, source, model }
  })
  return doc && messageAnalysisRecord(doc)
}
