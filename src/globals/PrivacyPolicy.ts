import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { PRIVACY_DEFAULTS, PRIVACY_LIMITS } from '@/contracts/privacy-policy'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateGlobal'

/** The privacy policy shown on /privacy: plain-text sections (never rendered as HTML). */
export const PrivacyPolicy: GlobalConfig = {
  slug: 'privacy-policy',
  label: 'Privacy policy',
  admin: {
    group: 'Content',
    description: 'Shown on /privacy. {firm} and {email} are replaced by the firm name and contact e-mail.',
  },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange(['/privacy'])] },
  fields: [
    {
      name: 'lastUpdated',
      type: 'date',
      required: true,
      defaultValue: PRIVACY_DEFAULTS.lastUpdated,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: PRIVACY_LIMITS.sections,
      defaultValue: PRIVACY_DEFAULTS.sections,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: PRIVACY_LIMITS.heading },
        { name: 'text', type: 'textarea', required: true, maxLength: PRIVACY_LIMITS.paragraph },
      ],
    },
  ],
}
