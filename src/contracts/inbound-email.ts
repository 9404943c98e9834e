/**
 * Two-way e-mail: a founder's answer to what the product sent comes back in (POST
 * /api/inbound-email or the mailbox INBOUND_IMAP_URL), joins the person's timeline and tells the
 * owner. docs/leads.md ("Inbound e-mail").
 */

export const INBOUND_EMAIL_ROUTE = '/api/inbound-email'

/** The largest raw message taken (route and mailbox alike): refused, or skipped, beyond it. */
export const INBOUND_EMAIL_MAX_BYTES = 2 * 1024 * 1024
export const INBOUND_EMAIL_TOO_LARGE = `A message may be at most ${INBOUND_EMAIL_MAX_BYTES} bytes`

/** What is kept of one message: one-line fields, the new text, and the first attachments' names. */
export const INBOUND_LIMITS = { address: 320, name: 200, subject: 300, text: 20_000, attachments: 50 } as const

/** `reply`: a person's answer; `auto-reply`: an out-of-office or other automatic answer; `bounce`: a delivery failure. */
export const INBOUND_KINDS = ['reply', 'auto-reply', 'bounce'] as const
export type InboundKind = (typeof INBOUND_KINDS)[number]

/** How a message found its person: answering a message the product sent, or from a known address. */
export const INBOUND_MATCHES = ['thread', 'sender'] as const
export const INBOUND_SOURCES = ['route', 'imap'] as const

/** The messages the product sends whose Message-ID it keeps, so an answer to any of them threads. */
export const SENT_MESSAGE_KINDS = ['reply', 'results', 'notification', 'invitation'] as const
export type SentMessageKind = (typeof SENT_MESSAGE_KINDS)[number]

/** An attachment as the timeline lists it: its name and size only, its content is never kept. */
export type InboundAttachment = { name: string; size: number }

/** 202 of POST /api/inbound-email: what became of the message. */
export type InboundEmailAnswer = { outcome: 'stored' | 'duplicate' | 'unmatched'; kind: InboundKind | null }

/** The person's line shown until a partner replies to their last answer. */
export const AWAITING_ANSWER_LABEL = 'Awaiting our answer'

/** "Re: " and their subject, once: what a reply to their last answer is titled. */
export const replySubject = (subject: string): string =>
  `Re: ${subject.replace(/^\s*((re|aw|sv|antw)\s*:\s*)+/i, '')}`.trim()
