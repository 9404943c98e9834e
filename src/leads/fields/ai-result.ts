import { AI_SOURCES, AI_SOURCE_LABELS, LEVELS } from '@/contracts/enumerations'
import type { CollectionConfig, Field, RelationshipField } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { worksLeads } from '@/access/worksLeads'
import { writesLeads } from '@/access/writesLeads'
import { AI_RESULT_LIMITS } from '@/contracts/ai-results'

/** Highest first, as the CMS lists them. */
export const levelOptions = [...LEVELS].reverse().map((value) => ({ label: value, value }))

/** The one record an AI result belongs to (one result per record). */
const resultOf = (name: string, relationTo: RelationshipField['relationTo']): Field =>
  ({ name, type: 'relationship', relationTo, required: true, unique: true, index: true }) as Field

/** Where an AI result came from: the model, or the built-in rule-based analyst. */
const aiSourceFields: Field[] = [
  {
    name: 'source',
    type: 'select',
    options: AI_SOURCES.map((value) => ({ label: AI_SOURCE_LABELS[value], value })),
  },
  { name: 'model', type: 'text', maxLength: AI_RESULT_LIMITS.model },
]

/**
 * A collection of AI results: one per record of `of` (its relationship field comes first), the
 * result's own fields, then where it came from. Leads data: admins only, newest first.
 */
export const aiResultCollection = ({
  slug,
  labels,
  of,
  defaultColumns,
  fields,
}: Pick<CollectionConfig, 'slug' | 'labels' | 'fields'> & {
  of: { name: string; relationTo: RelationshipField['relationTo'] }
  defaultColumns: string[]
}): CollectionConfig => ({
  slug,
  labels,
  defaultSort: '-createdAt',
  // A result follows its lead into the trash and back (src/hooks/trashDependents.ts).
  trash: true,
  admin: { defaultColumns, group: 'Leads' },
  access: { read: worksLeads, create: writesLeads, update: writesLeads, delete: isAdmin },
  fields: [resultOf(of.name, of.relationTo), ...fields, ...aiSourceFields],
})
