/**
 * What the newsletter's e-mailed links may still do. A confirmation link is bound to the one
 * confirmation e-mail it came in (its token signs that e-mail's send time, checked by the caller):
 * it works for `lifetimeMs` after that send, and never after the subscriber unsubscribed, so an old
 * link cannot sign someone up again.
 */

export type SubscriberState = {
  status: string
  confirmationSentAt?: string | null
  unsubscribedAt?: string | null
}

/** confirmable: the button confirms; confirmed: it did (the same link again); expired; void: does nothing. */
export type ConfirmLinkState = 'confirmable' | 'confirmed' | 'expired' | 'void'

export function confirmLinkState(subscriber: SubscriberState, now: Date, lifetimeMs: number): ConfirmLinkState {
  const sentAt = Date.parse(subscriber.confirmationSentAt ?? '')
  if (Number.isNaN(sentAt)) return 'void'
  if (subscriber.status === 'confirmed') return 'confirmed'
  const unsubscribedAt = Date.parse(subscriber.unsubscribedAt ?? '')
  if (subscriber.status === 'unsubscribed' && !(unsubscribedAt < sentAt)) return 'void'
  return now.getTime() - sentAt > lifetimeMs ? 'expired' : 'confirmable'
}

/** The text a confirmation link's signature covers: the send time of its e-mail, in ms (one spelling per instant). */
export const confirmationBinding = (confirmationSentAt: string | null | undefined): string | null => {
  const sentAt = Date.parse(confirmationSentAt ?? '')
  return Number.isNaN(sentAt) ? null : String(sentAt)
}
