import type { CollectionAfterReadHook, Field } from 'payload'

import { normaliseEmail } from '@/contracts/personal-data'

export const EMAIL_KEY = 'emailKey'

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

/** Leaves the key out of a lead as read (a collection afterRead hook). */
export const withoutEmailKey: CollectionAfterReadHook = ({ doc }) => {
  delete (doc as Record<string, unknown>)[EMAIL_KEY]
  return doc
}
