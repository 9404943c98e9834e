import { DISCLAIMER_DEFAULTS, DISCLAIMER_LIMITS } from '@/contracts/disclaimer'

import { legalPageGlobal } from './legal-page'

/** The disclaimer shown on /disclaimer, edited like the privacy policy. */
export const Disclaimer = legalPageGlobal({
  slug: 'disclaimer',
  label: 'Disclaimer',
  path: '/disclaimer',
  description: 'Shown on /disclaimer. {firm} is replaced by the firm name; a blank line starts a new paragraph.',
  defaults: DISCLAIMER_DEFAULTS,
  limits: DISCLAIMER_LIMITS,
})
