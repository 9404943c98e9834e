import type { Field, RelationshipField } from 'payload'

export const levelOptions = ['high', 'medium', 'low'].map((value) => ({ label: value, value }))

/** The one record an AI result belongs to (one result per record). */
export const resultOf = (name: string, relationTo: RelationshipField['relationTo']): Field =>
  ({ name, type: 'relationship', relationTo, required: true, unique: true, index: true }) as Field

/** Where an AI result came from: the model, or the built-in rule-based analyst. */
export const aiSourceFields: Field[] = [
  {
    name: 'source',
    type: 'select',
    options: [
      { label: 'OpenAI', value: 'openai' },
      { label: 'Rule-based analyst', value: 'rules' },
    ],
  },
  { name: 'model', type: 'text', maxLength: 100 },
]
