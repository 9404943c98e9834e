import { RATINGS } from '@/contracts/enumerations'
import type { CollectionConfig } from 'payload'

import { AI_RESULT_LIMITS, SCORE_RANGES } from '@/contracts/ai-results'
import { aiResultCollection, levelOptions } from '@/leads/fields/ai-result'

export const AiPredictions: CollectionConfig = aiResultCollection({
  slug: 'ai-predictions',
  labels: { singular: 'AI prediction', plural: 'AI predictions' },
  of: { name: 'assessment', relationTo: 'assessments' },
  defaultColumns: ['assessment', 'investmentRecommendation', 'rating', 'source', 'createdAt'],
  fields: [
    { name: 'prediction', type: 'json', admin: { description: 'The full analysis object' } },
    { name: 'investmentRecommendation', type: 'text', maxLength: AI_RESULT_LIMITS.investmentRecommendation },
    { name: 'investmentReadiness', type: 'number', ...SCORE_RANGES.investmentReadiness },
    { name: 'growthPotential', type: 'number', ...SCORE_RANGES.growthPotential },
    { name: 'riskLevel', type: 'select', options: levelOptions },
    { name: 'confidenceScore', type: 'number', ...SCORE_RANGES.confidenceScore },
    { name: 'keyStrengths', type: 'json' },
    { name: 'criticalChallenges', type: 'json' },
    { name: 'recommendedActions', type: 'json' },
    { name: 'rating', type: 'select', options: RATINGS.map((value) => ({ label: value, value })) },
  ],
})
