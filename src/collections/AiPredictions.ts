import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { aiSourceFields, levelOptions, resultOf } from '@/fields/ai-result'


export const AiPredictions: CollectionConfig = {
  slug: 'ai-predictions',
  labels: { singular: 'AI prediction', plural: 'AI predictions' },
  defaultSort: '-createdAt',
  admin: {
    defaultColumns: ['assessment', 'investmentRecommendation', 'rating', 'source', 'createdAt'],
    group: 'Leads',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    resultOf('assessment', 'assessments'),
    { name: 'prediction', type: 'json', admin: { description: 'The full analysis object' } },
    { name: 'investmentRecommendation', type: 'text', maxLength: 40 },
    { name: 'investmentReadiness', type: 'number', min: 0, max: 10 },
    { name: 'growthPotential', type: 'number', min: 0, max: 10 },
    { name: 'riskLevel', type: 'select', options: levelOptions },
    { name: 'confidenceScore', type: 'number', min: 0, max: 100 },
    { name: 'keyStrengths', type: 'json' },
    { name: 'criticalChallenges', type: 'json' },
    { name: 'recommendedActions', type: 'json' },
    {
      name: 'rating',
      type: 'select',
      options: ['strong_buy', 'buy', 'hold', 'avoid'].map((value) => ({ label: value, value })),
    },
    ...aiSourceFields,
  ],
}
