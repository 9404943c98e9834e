import { consentText, RESULTS_EMAIL_CONSENT } from '@/contracts/consent'

/** What a lead stores of the results e-mail opt-in: the current text and its version when ticked, nothing otherwise. */
export const resultsEmailConsent = (optedIn: boolean, now: Date = new Date()) =>
  optedIn
    ? {
        resultsEmailConsent: {
          version: RESULTS_EMAIL_CONSENT.version,
          text: consentText(RESULTS_EMAIL_CONSENT),
          givenAt: now.toISOString(),
        },
      }
    : {}
