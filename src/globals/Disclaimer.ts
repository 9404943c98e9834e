import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { DISCLAIMER_DEFAULTS, DISCLAIMER_LIMITS } from '@/contracts/disclaimer'
import { legalPageFields } from '@/fields/legal-page'
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
  fields: legalPageFields(DISCLAIMER_DEFAULTS, DISCLAIMER_LIMITS),
}
