import type { CollectionConfig } from 'payload'

import { leadWorkerThroughProduct } from '@/access/leadWorkerThroughProduct'
import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'
import { LEAD_NOTE_TYPES, LEAD_STATUSES, NOTE_MAX_LENGTH, OWNER_MAX_LENGTH } from '@/contracts/lead-inbox'

import { leadRelationFields } from './lead'

/** The longest author: a CMS user's name or e-mail. */
const AUTHOR_MAX_LENGTH = 254
const CHANGE_MAX_LENGTH = Math.max(OWNER_MAX_LENGTH, ...LEAD_STATUSES.map((status) => status.length))

/**
 * A lead's history, append-only: the partners' notes and each status or owner change, with who
 * made it. One collection rather than an array on the lead: a busy lead's history never grows the
 * lead's own row, and a note is one insert. Entries are added only by the dashboard's endpoints
 * (which set the author and type themselves), never edited; they go with their lead when it is
 * deleted for good.
 */
export const LeadNotes: CollectionConfig = {
  slug: 'lead-notes',
  labels: { singular: 'Lead note', plural: 'Lead notes' },
  defaultSort: 'createdAt',
  admin: {
    defaultColumns: ['type', 'text', 'author', 'assessment', 'contactInquiry', 'createdAt'],
    group: 'Leads',
  },
  access: { read: worksLeads, create: leadWorkerThroughProduct, update: nobody, delete: nobody },
  fields: [
    ...leadRelationFields(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'note',
      options: LEAD_NOTE_TYPES.map((value) => ({ label: value, value })),
    },
    { name: 'text', type: 'textarea', maxLength: NOTE_MAX_LENGTH, admin: { description: 'Plain text' } },
    { name: 'from', type: 'text', maxLength: CHANGE_MAX_LENGTH },
    { name: 'to', type: 'text', maxLength: CHANGE_MAX_LENGTH },
    { name: 'author', type: 'text', required: true, maxLength: AUTHOR_MAX_LENGTH },
  ],
}
