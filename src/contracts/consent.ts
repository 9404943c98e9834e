/**
 * Opt-ins a visitor may give, each an explicit, unticked checkbox. The page shows `label` and
 * `detail`; a lead that opts in stores `version` and the exact text with the time it was given.
 * Any change to the wording is a new version: bump it with the text, so a stored consent always
 * names the words the visitor saw.
 */
export const RESULTS_EMAIL_CONSENT = {
  version: 'results-email/2026-11-23',
  label: 'E-mail me my results',
  detail: 'We send the link to your results page to the e-mail address you gave, so you can come back to them.',
} as const

/** The whole text the visitor agreed to, as stored on the lead. */
export const consentText = (consent: { label: string; detail: string }) => `${consent.label}. ${consent.detail}`

export const CONSENT_LIMITS = { version: 64, text: 1000 } as const
