import type { CollectionConfig } from 'payload'

import { AI_RESULT_LIMITS } from '@/contracts/ai-results'
import { aiResultCollection, levelOptions } from '@/leads/fields/ai-result'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

export const MessageAnalyses: CollectionConfig = aiResultCollection({
  slug: 'message-analyses',
  labels: { singular: 'Message analysis', plural: 'Message analyses' },
  of: { name: 'contactInquiry', relationTo: LEAD_KIND_TABLE.inquiry.collection },
  defaultColumns: ['contactInquiry', 'urgencyLevel', 'businessPotential', 'source', 'createdAt'],
  fields: [
    { name: 'urgencyLevel', type: 'select', required: true, options: levelOptions },
    { name: 'businessPotential', type: 'select', required: true, options: levelOptions },
    { name: 'summary', type: 'textarea', required: true, maxLength: AI_RESULT_LIMITS.summary },
    { name: 'keyPoints', type: 'json' },
  ],
})
