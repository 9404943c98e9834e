import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { leadTriageFields, liveSortIndexes, STATUS_RANK, withoutSortKeys } from '@/fields/lead-triage'
import { leadUidField } from '@/fields/lead-uid'
import { deleteDependents } from '@/hooks/deleteDependents'
import { trashDependents } from '@/hooks/trashDependents'
import { queueLeadJobs } from '@/leads/hooks'

/** Each kind of lead: its collection, its labels, and its AI result with the field that points back to the lead. */
const KINDS = {
  assessment: {
    slug: 'assessments',
    labels: { singular: 'Assessment', plural: 'Assessments' },
    aiResult: { collection: 'ai-predictions', field: 'assessment' },
  },
  inquiry: {
    slug: 'contact-inquiries',
    labels: { singular: 'Contact inquiry', plural: 'Contact inquiries' },
    aiResult: { collection: 'message-analyses', field: 'contactInquiry' },
  },
} as const

type LeadOptions = {
  kind: keyof typeof KINDS
  useAsTitle: string
  defaultColumns: string[]
  /** Fields the inbox sorts by beside date, status, owner and source: each gets an index over the live (untrashed) rows. */
  sortIndexes: string[]
  /** The lead's own fields (with its attribution); the triage fields follow them. */
  fields: Field[]
  /** Fields after the triage fields (the assessment's sort keys). */
  trailingFields?: Field[]
}

/**
 * A lead (assessment or contact inquiry): it gets a random uid (results links, CRM keys), only
 * admins read or write it, it goes to the trash with
 * its AI result, a saved lead queues its delivery jobs, and deleting it for good deletes what
 * hangs off it.
 */
export const leadCollection = (options: LeadOptions) => {
  const { kind, useAsTitle, defaultColumns, sortIndexes } = options
  const { slug, labels, aiResult } = KINDS[kind]
  const dependent = aiResult.field
  return {
    slug,
    labels: { ...labels },
    defaultSort: '-createdAt',
    trash: true,
    indexes: liveSortIndexes([
      'createdAt',
      STATUS_RANK,
      ...sortIndexes,
      'owner',
      'attribution.channel',
      'attribution.source',
    ]),
    admin: { useAsTitle, defaultColumns, group: 'Leads' },
    access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
    hooks: {
      afterRead: [withoutSortKeys],
      afterChange: [queueLeadJobs(kind), trashDependents(aiResult.collection, dependent)],
      beforeDelete: [
        deleteDependents(aiResult.collection, dependent),
        deleteDependents('lead-deliveries', dependent),
        deleteDependents('lead-notes', dependent),
      ],
    },
    fields: [leadUidField(), ...options.fields, ...leadTriageFields(), ...(options.trailingFields ?? [])],
  } satisfies CollectionConfig
}
