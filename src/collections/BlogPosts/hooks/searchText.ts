import type { CollectionBeforeChangeHook } from 'payload'

import { searchFields } from '@/insights/search/text'

/** Every save keeps the post's search text beside it (SQLite's FTS5 triggers and MongoDB's text index read it). */
export const searchText: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  ...searchFields(data.content ?? originalDoc?.content, data.tags ?? originalDoc?.tags),
})
