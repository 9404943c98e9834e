import type { GroupField } from 'payload'

import { CONSENT_LIMITS } from '@/contracts/consent'

/**
 * The 'E-mail me my results' opt-in as given: the version and exact words of the consent text
 * and when it was given. Empty when the visitor did not opt in. Written by the server only.
 */
export const resultsEmailConsentField = (): GroupField => ({
  name: 'resultsEmailConsent',
  label: 'Results e-mail consent',
  type: 'group',
  admin: { description: 'Set when the founder ticked the opt-in; empty otherwise.' },
  fields: [
    { name: 'version', type: 'text', maxLength: CONSENT_LIMITS.version, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', maxLength: CONSENT_LIMITS.text, admin: { readOnly: true } },
    { name: 'givenAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
})
