import type { Payload, TypedUser } from 'payload'

import { type DocId, relationId } from '@/lib/doc-id'
import type { MessageAnalysis } from '@/payload-types'

import { accessFor } from './access'
import { analyzeMessage, messageInput } from './message-analysis'


export const messageAnalysisRecord = (doc: MessageAnalysis) => ({
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
export type MessageAnalysisRecord = ReturnType<typeof messageAnalysisRecord>

export async function listMessageAnalyses(payload: Payload, user: TypedUser): Promise<MessageAnalysisRecord[]> {
  const { docs } = await payload.find({ collection: 'message-analyses', pagination: false, depth: 0, ...accessFor(user) })
  return docs.map(messageAnalysisRecord)
}

/** Analyses the inquiry and stores the result, replacing any earlier one. Null when the inquiry does not exist. */
export async function generateMessageAnalysis(
  payload: Payload,
  contactInquiryId: DocId,
  user?: TypedUser | null,
): Promise<MessageAnalysisRecord | null> {
  const access = accessFor(user)
  const inquiry = await payload
    .findByID({ collection: 'contact-inquiries', id: contactInquiryId, depth: 0, disableErrors: true, ...access })
    .catch(() => null)
  if (!inquiry) return null
  const { result, source, model } = await analyzeMessage(messageInput(inquiry))
  const data = { ...result, source, model }
  const save = async () => {
    const { docs } = await payload.find({
      collection: 'message-analyses',
      where: { contactInquiry: { equals: inquiry.id } },
      limit: 1,
      depth: 0,
      ...access,
    })
    return docs[0]
      ? payload.update({ collection: 'message-analyses', id: docs[0].id, data, depth: 0, ...access })
      : payload.create({ collection: 'message-analyses', data: { ...data, contactInquiry: inquiry.id }, depth: 0, ...access })
  }
  // A concurrent run may create it first: then replace that one.
  return messageAnalysisRecord(await save().catch(save))
}
