/** Payload's session cookie (its default cookie prefix, `payload`), with a value. */
const CMS_SESSION = /(?:^|;\s*)payload-token=[^;\s]/

/**
 * Whether a request's Cookie header carries a CMS session: staff signed in to /cms. Only the
 * cookie's presence is checked: a forged one can only hide its sender's own visits.
 */
export const holdsCmsSession = (cookie: string | null | undefined): boolean => !!cookie && CMS_SESSION.test(cookie)
