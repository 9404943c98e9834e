import type { TextField } from 'payload'

import { INDUSTRIES, INDUSTRY_MAX_LENGTH } from '@/lib/assessment/options'

const known = new Set<string>(INDUSTRIES)

/**
 * One of the industry options. A text field with a validator rather than a select: GraphQL
 * enum names cannot hold the '&' and parentheses of labels such as 'Financial Technology (FinTech)'.
 */
export const industryField = (): TextField => ({
  name: 'industry',
  type: 'text',
  maxLength: INDUSTRY_MAX_LENGTH,
  admin: { description: `One of: ${INDUSTRIES.join(', ')}` },
  validate: (value: string | null | undefined) =>
    value === null || value === undefined || value === '' || known.has(value) || 'Choose an industry from the list',
})
