import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

const level = ['high', 'medium', 'low'].map((value) => ({ label: value, value }))

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
    {
      name: 'contactInquiry',
      type: 'relationship',
      relationTo: 'contact-inquiries',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'urgencyLevel', type: 'select', required: true, options: level },
    { name: 'businessPotential', type: 'select', required: true, options: level },
    { name: 'summary', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'keyPoints', type: 'json' },
    {
      name: 'source',
      type: 'select',
      options: [
        { label: 'OpenAI', value: 'openai' },
        { label: 'Rule-based analyst', value: 'rules' },
      ],
    },
    { name: 'model', type: 'text', maxLength: 100 },
  ],
}
