import { PRIVACY_DEFAULTS, PRIVACY_LIMITS } from '@/contracts/privacy-policy'

import { legalPageGlobal } from './legal-page'

/** The privacy policy shown on /privacy. */
export const PrivacyPolicy = legalPageGlobal({
  slug: 'privacy-policy',
  label: 'Privacy policy',
  path: '/privacy',
  description: 'Shown on /privacy. {firm} and {email} are replaced by the firm name and contact e-mail.',
  defaults: PRIVACY_DEFAULTS,
  limits: PRIVACY_LIMITS,
})
