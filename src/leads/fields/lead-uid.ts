import { randomUUID } from 'node:crypto'

import type { TextField } from 'payload'

/**
 * A random value given to a lead when it is created and never changed: results links sign it and
 * CRM delivery keys carry it, so neither can come to mean another lead that later gets the same id.
 * The hook, not the caller, sets it: whatever a request sends is replaced on create and ignored after.
 */
export const leadUidField = (): TextField => ({
  name: 'uid',
  type: 'text',
  index: true,
  maxLength: 64,
  admin: { readOnly: true, hidden: true },
  hooks: {
    beforeChange: [
      ({ operation, originalDoc, value }) =>
        operation === 'create' ? randomUUID() : ((originalDoc as { uid?: string } | undefined)?.uid ?? value),
    ],
  },
})
