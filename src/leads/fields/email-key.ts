import type { CollectionAfterReadHook, Field } from 'payload'

import { normaliseEmail } from '@/contracts/personal-data'
import { mailboxKey } from '@/lib/mailbox'

export const EMAIL_KEY = 'emailKey'
export const MAILBOX = 'mailbox'

/**
 * The lead's address in one spelling (trimmed, lower case), stored and indexed so one person's
 * leads are found by equality (GET /api/people, the lists' "other leads") rather than by a scan.
 * Derived on every write from `emailField`, never taken from a caller, and left out of answers.
 */
export const emailKeyField = (emailField: string): Field => ({
  name: EMAIL_KEY,
  type: 'text',
  admin: { disabled: true },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc }) => {
        const value = siblingData[emailField] ?? (originalDoc as Record<string, unknown> | undefined)?.[emailField]
        return typeof value === 'string' ? normaliseEmail(value) : null
      },
    ],
  },
})

/**
 * The lead's mailbox (`Jane.Doe+x@gmail.com` and `janedoe@gmail.com` are one): its person's key, so
 * a person's leads are found by equality. Derived like `emailKey`; the collection's afterRead hook
 * leaves it out of answers.
 */
export const mailboxField = (emailField: string): Field => ({
  name: MAILBOX,
  type: 'text',
  // Alone too: a move updates the person's trashed leads as well.
  index: true,
  admin: { disabled: true },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc }) => {
        const value = siblingData[emailField] ?? (originalDoc as Record<string, unknown> | undefined)?.[emailField]
        return typeof value === 'string' ? mailboxKey(value) : null
      },
    ],
  },
})

/** Leaves the keys out of a lead as read (a collection afterRead hook). */
export const withoutEmailKey: CollectionAfterReadHook = ({ doc }) => {
  delete (doc as Record<string, unknown>)[EMAIL_KEY]
  delete (doc as Record<string, unknown>)[MAILBOX]
  return doc
}
