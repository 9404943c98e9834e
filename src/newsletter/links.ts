import type { Payload } from 'payload'

import { signedToken, verifySignedToken } from '@/lib/signed-token'
import { siteUrl } from '@/lib/site-url'

type Action = 'confirm' | 'unsubscribe'

const purpose = (action: Action) => `newsletter-${action}:v1`

/** The signed link that confirms a subscription or ends it, on SITE_URL; it works without signing in. */
export const newsletterUrl = (payload: Payload, action: Action, subscriberId: string | number): string =>
  `${siteUrl()}/api/newsletter/${action}?token=${signedToken(payload.secret, purpose(action), subscriberId)}`

/** The subscriber id a link's token names, or null when it was not signed by this site for that action. */
export const subscriberOfToken = (payload: Payload, action: Action, token: string | null): string | null =>
  token ? verifySignedToken(payload.secret, purpose(action), token) : null
