import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'
import { writesLeads } from '@/access/writesLeads'
import { EMAIL_MAX_LENGTH } from '@/contracts/fields'
import { REPLY_LIMITS, REPLY_STATUSES } from '@/contracts/lead-replies'

import { leadRelationFields } from './lead'

/**
 * The e-mails partners sent a lead from the dashboard: to whom, Reply-To whom, what, by whom, and
 * whether it left (the jobs queue sends it). Server-written; it goes with its lead (and the person's
 * erasure, which finds it by its relationship).
 */
export const LeadReplies: CollectionConfig = {
  slug: 'lead-replies',
  labels: { singular: 'Lead reply', plural: 'Lead replies' },
  defaultSort: '-createdAt',
  admin: { defaultColumns: ['subject', 'to', 'author', 'status', 'createdAt'], group: 'Leads' },
  access: { read: worksLeads, create: writesLeads, update: nobody, delete: isAdmin },
  fields: [
    ...leadRelationFields(),
    { name: 'to', type: 'email', required: true },
    { name: 'replyTo', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: REPLY_LIMITS.subject },
    { name: 'text', type: 'textarea', required: true, maxLength: REPLY_LIMITS.text },
    { name: 'author', type: 'text', required: true, maxLength: EMAIL_MAX_LENGTH },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...REPLY_STATUSES] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'lastError', type: 'text', maxLength: 500 },
    { name: 'sentAt', type: 'date' },
  ],
}
