import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { PRIVACY_DEFAULTS, PRIVACY_LIMITS } from '@/contracts/privacy-policy'
import { legalPageFields } from '@/fields/legal-page'
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
  fields: legalPageFields(PRIVACY_DEFAULTS, PRIVACY_LIMITS),
}
