import { createHash } from 'node:crypto'

import type { Payload, SendEmailOptions } from 'payload'

import { sharedState } from '@/shared-state'

/** `sent`: handed to the mail server now; `not-sent`: the step sent nothing; `handed-before`: an earlier try did. */
export type Handoff = { outcome: 'sent' | 'not-sent' } | { outcome: 'handed-before'; at: Date }

/**
 * Runs a step that hands one message to the mail server at most once per key (a delivery's key,
 * or a job's): the key is recorded before the step and kept unless the step failed or sent
 * nothing. A try that died after the handoff, before recording its outcome (a killed server),
 * leaves the record, so the next try sends nothing and says so, never a second copy.
 */
export async function handOffOnce(
  payload: Payload,
  key: string,
  step: () => Promise<'sent' | 'not-sent'>,
): Promise<Handoff> {
  const { handoffs } = sharedState(payload)
  const earlier = await handoffs.begin(key, Date.now())
  if (earlier !== null) {
    payload.logger.warn(
      `E-mail ${key} was handed to the mail server at ${new Date(earlier).toISOString()} by a try that did not finish: not sent again`,
    )
    return { outcome: 'handed-before', at: new Date(earlier) }
  }
  let outcome: 'sent' | 'not-sent'
  try {
    outcome = await step()
  } catch (error) {
    await handoffs.undo(key)
    throw error
  }
  if (outcome === 'not-sent') await handoffs.undo(key)
  return { outcome }
}

/**
 * The same Message-ID for every copy of a key's message: should a copy go twice after all (the
 * mail server took it but the answer was lost), mailboxes that deduplicate by it keep one.
 */
export function messageIdOf(key: string): string {
  const from = process.env.EMAIL_FROM?.trim() ?? ''
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'keystonelegacy.example'
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`
}

/** payload.sendEmail once per key (see handOffOnce). */
export const sendEmailOnce = (payload: Payload, key: string, message: SendEmailOptions): Promise<Handoff> =>
  handOffOnce(payload, key, async () => {
    await payload.sendEmail({ ...message, messageId: messageIdOf(key) })
    return 'sent'
  })
