import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { AI_RESULT_LIMITS } from '@/contracts/ai-results'
import { aiSourceFields, levelOptions, resultOf } from '@/fields/ai-result'

export const MessageAnalyses: CollectionConfig = {
  slug: 'message-analyses',
  labels: { singular: 'Message analysis', plural: 'Message analyses' },
  defaultSort: '-createdAt',
  admin: {
    defaultColumns: ['contactInquiry', 'urgencyLevel', 'businessPotential', 'source', 'createdAt'],
    group: 'Leads',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    resultOf('contactInquiry', 'contact-inquiries'),
    { name: 'urgencyLevel', type: 'select', required: true, options: levelOptions },
    { name: 'businessPotential', type: 'select', required: true, options: levelOptions },
    { name: 'summary', type: 'textarea', required: true, maxLength: AI_RESULT_LIMITS.summary },
    { name: 'keyPoints', type: 'json' },
    ...aiSourceFields,
  ],
}
