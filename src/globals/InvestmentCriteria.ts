import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { CRITERIA_DEFAULTS, CRITERIA_ITEMS, CRITERIA_LIMITS } from '@/contracts/investment-criteria'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateGlobal'

/** The firm's investment criteria: shown on the home page and at the start of the assessment. */
export const InvestmentCriteria: GlobalConfig = {
  slug: 'investment-criteria',
  label: 'Investment criteria',
  typescript: { interface: 'InvestmentCriteria' },
  admin: {
    group: 'Content',
    description: 'Shown on the home page and above the assessment. Saving publishes at once.',
  },
  access: { read: anyone, update: editsContent },
  hooks: { afterChange: [revalidateGlobalAfterChange(['/', '/assessment'])] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: CRITERIA_LIMITS.heading,
      defaultValue: CRITERIA_DEFAULTS.title,
    },
    {
      name: 'intro',
      type: 'textarea',
      maxLength: CRITERIA_LIMITS.intro,
      defaultValue: CRITERIA_DEFAULTS.intro,
    },
    ...CRITERIA_ITEMS.map(({ name, label }) => ({
      name,
      label,
      type: 'text' as const,
      required: true,
      maxLength: CRITERIA_LIMITS.item,
      defaultValue: CRITERIA_DEFAULTS[name],
    })),
  ],
}
