import type { CollectionAfterReadHook, Field } from 'payload'

import { normaliseEmail } from '@/contracts/personal-data'
import { mailboxKey } from '@/lib/mailbox'

export const EMAIL_KEY = 'emailKey'
export const MAILBOX = 'mailbox'

/** A key derived on every write from the lead's `emailField`, never taken from a caller. */
const derivedKeyField = (
  name: string,
  emailField: string,
  derive: (email: string) => string,
  index: boolean,
): Field => ({
  name,
  type: 'text',
  index,
  admin: { disabled: true },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc }) => {
        const value = siblingData[emailField] ?? (originalDoc as Record<string, unknown> | undefined)?.[emailField]
        return typeof value === 'string' ? derive(value) : null
      },
    ],
  },
})

/**
 * The lead's address in one spelling (trimmed, lower case), stored and indexed so one person's
 * leads are found by equality (GET /api/people, the lists' "other leads") rather than by a scan.
 * Left out of answers.
 */
export const emailKeyField = (emailField: string): Field =>
  derivedKeyField(EMAIL_KEY, emailField, normaliseEmail, false)

/**
 * The lead's mailbox (`Jane.Doe+x@gmail.com` and `janedoe@gmail.com` are one): its person's key, so
 * a person's leads are found by equality. Indexed alone too: a move updates the person's trashed
 * leads as well. The collection's afterRead hook leaves it out of answers.
 */
export const mailboxField = (emailField: string): Field => derivedKeyField(MAILBOX, emailField, mailboxKey, true)

/** Leaves the keys out of a lead as read (a collection afterRead hook). */
export const withoutEmailKey: CollectionAfterReadHook = ({ doc }) => {
  delete (doc as Record<string, unknown>)[EMAIL_KEY]
  delete (doc as Record<string, unknown>)[MAILBOX]
  return doc
}
