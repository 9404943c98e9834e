import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { DISCLAIMER_DEFAULTS, DISCLAIMER_LIMITS } from '@/contracts/disclaimer'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateGlobal'

/** The disclaimer shown on /disclaimer: plain-text sections (never rendered as HTML), like the privacy policy. */
export const Disclaimer: GlobalConfig = {
  slug: 'disclaimer',
  label: 'Disclaimer',
  admin: {
    group: 'Content',
    description: 'Shown on /disclaimer. {firm} is replaced by the firm name; a blank line starts a new paragraph.',
  },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange(['/disclaimer'])] },
  fields: [
    {
      name: 'lastUpdated',
      type: 'date',
      required: true,
      defaultValue: DISCLAIMER_DEFAULTS.lastUpdated,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: DISCLAIMER_LIMITS.sections,
      defaultValue: DISCLAIMER_DEFAULTS.sections,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: DISCLAIMER_LIMITS.heading },
        { name: 'text', type: 'textarea', required: true, maxLength: DISCLAIMER_LIMITS.paragraph },
      ],
    },
  ],
}
