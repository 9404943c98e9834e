import type { CollectionBeforeChangeHook } from 'payload'

import { bodyReadMinutes } from '@/insights/read-minutes'

/** Every save keeps the body's read time beside it, so a list of cards never reads the bodies. */
export const storeReadMinutes: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  readMinutes: bodyReadMinutes(data.content ?? originalDoc?.content),
})
