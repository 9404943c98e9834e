import type { Field, RelationshipField } from 'payload'

import { AI_RESULT_LIMITS, AI_SOURCE_LABELS, AI_SOURCES, LEVELS } from '@/contracts/ai-results'

/** Highest first, as the CMS lists them. */
export const levelOptions = [...LEVELS].reverse().map((value) => ({ label: value, value }))

/** The one record an AI result belongs to (one result per record). */
export const resultOf = (name: string, relationTo: RelationshipField['relationTo']): Field =>
  ({ name, type: 'relationship', relationTo, required: true, unique: true, index: true }) as Field

/** Where an AI result came from: the model, or the built-in rule-based analyst. */
export const aiSourceFields: Field[] = [
  {
    name: 'source',
    type: 'select',
    options: AI_SOURCES.map((value) => ({ label: AI_SOURCE_LABELS[value], value })),
  },
  { name: 'model', type: 'text', maxLength: AI_RESULT_LIMITS.model },
]
