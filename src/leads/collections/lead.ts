import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { LEAD_KIND_TABLE, LEAD_KINDS, type LeadKind } from '@/contracts/lead-kinds'
import { worksLeads } from '@/access/worksLeads'
import { writesLeads } from '@/access/writesLeads'
import { EMAIL_KEY, withoutEmailKey } from '@/leads/fields/email-key'
import { leadTriageFields, liveSortIndexes, STATUS_RANK, withoutSortKeys } from '@/leads/fields/lead-triage'
import { leadUidField } from '@/leads/fields/lead-uid'
import { deleteDependents } from '@/hooks/deleteDependents'
import { trashDependents } from '@/hooks/trashDependents'
import { queueLeadJobs } from '@/leads/hooks'
import { historyAsDashboard, ownerAsDashboard } from '@/leads/inbox/cms-writes'

/** One relationship per kind of lead: the lead a note, a delivery or a reply belongs to. */
export const leadRelationFields = (): Field[] =>
  LEAD_KINDS.map((kind) => ({
    name: LEAD_KIND_TABLE[kind].relationField,
    type: 'relationship',
    relationTo: LEAD_KIND_TABLE[kind].collection,
    index: true,
  }))

type LeadOptions = {
  kind: LeadKind
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
  const { collection: slug, label, plural, aiCollection, relationField: dependent } = LEAD_KIND_TABLE[kind]
  return {
    slug,
    labels: { singular: label, plural },
    defaultSort: '-createdAt',
    trash: true,
    // Also the person's key, the owner and the follow-up day: the inbox filters by them.
    indexes: liveSortIndexes([
      'createdAt',
      STATUS_RANK,
      ...sortIndexes,
      'owner',
      'attribution.channel',
      'attribution.source',
      EMAIL_KEY,
      'ownerUser',
      'followUpOn',
    ]),
    admin: { useAsTitle, defaultColumns, group: 'Leads' },
    // Partners work leads (trash included) through the product's endpoints; deleting for good stays with admins.
    access: { read: worksLeads, create: writesLeads, update: writesLeads, delete: isAdmin },
    hooks: {
      afterRead: [withoutSortKeys, withoutEmailKey],
      beforeChange: [ownerAsDashboard()],
      afterChange: [queueLeadJobs(kind), historyAsDashboard(slug), trashDependents(aiCollection, dependent)],
      beforeDelete: [
        deleteDependents(aiCollection, dependent),
        deleteDependents('lead-deliveries', dependent),
        deleteDependents('lead-notes', dependent),
        deleteDependents('lead-replies', dependent),
      ],
    },
    fields: [leadUidField(), ...options.fields, ...leadTriageFields(), ...(options.trailingFields ?? [])],
  } satisfies CollectionConfig
}
