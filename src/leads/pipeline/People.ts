import type { CollectionConfig, Field } from 'payload'

import { leadWorkerThroughProduct } from '@/access/leadWorkerThroughProduct'
import { isAdmin } from '@/access/isAdmin'
import { worksLeads } from '@/access/worksLeads'
import { OWNER_MAX_LENGTH } from '@/contracts/lead-inbox'
import { DEAL_ROUND_MAX_LENGTH, DEAL_SUMMARY_MAX_LENGTH, STAGE_LABELS, STAGES } from '@/contracts/pipeline'
import { isCalendarDay } from '@/lib/calendar-day'

/** The CMS shows a person read-only: a change goes through the product's endpoints, which keep the history. */
const readOnlyInCms = (fields: Field[]): Field[] =>
  fields.map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field)

const day = (label: string) => (value: string | null | undefined) =>
  !value || isCalendarDay(value) || `${label} must be a date (YYYY-MM-DD)`

/**
 * A person: everyone who wrote from one address (any case). The pipeline is theirs: one stage,
 * owner, follow-up day and deal, copied onto each of their leads (the inbox filters by them) and
 * changed only through the product's endpoints, which record each change in the history.
 */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  defaultSort: '-stageSince',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'company', 'stage', 'owner'], group: 'Leads' },
  access: { read: worksLeads, create: leadWorkerThroughProduct, update: leadWorkerThroughProduct, delete: isAdmin },
  indexes: [{ fields: ['stage', 'stageSince'] }],
  fields: readOnlyInCms([
    { name: 'emailKey', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'email', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'company', type: 'text', maxLength: 200 },
    {
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: STAGES.map((value) => ({ value, label: STAGE_LABELS[value] })),
    },
    { name: 'stageSince', type: 'date', required: true },
    { name: 'ownerUser', label: 'Owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'owner', label: 'Owner’s name', type: 'text', maxLength: OWNER_MAX_LENGTH },
    { name: 'followUpOn', type: 'text', validate: day('Follow up on') },
    {
      name: 'deal',
      type: 'group',
      fields: [
        { name: 'amount', type: 'number', min: 0 },
        { name: 'round', type: 'text', maxLength: DEAL_ROUND_MAX_LENGTH },
        { name: 'expectedClose', type: 'text', validate: day('Expected close') },
        { name: 'summary', type: 'textarea', maxLength: DEAL_SUMMARY_MAX_LENGTH },
      ],
    },
    // The first lead's first touch: the board's filters.
    { name: 'source', type: 'text', index: true, maxLength: 200 },
    { name: 'campaign', type: 'text', index: true, maxLength: 200 },
  ]),
}
