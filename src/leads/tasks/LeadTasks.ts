import type { CollectionConfig } from 'payload'

import { leadWorkerThroughProduct } from '@/access/leadWorkerThroughProduct'
import { worksLeads } from '@/access/worksLeads'
import { TASK_TITLE_MAX_LENGTH } from '@/contracts/tasks'

/**
 * A task about a person ("send the NDA"), due at an instant, with an owner who is e-mailed once
 * when it falls due. Written only through the product's endpoints.
 */
export const LeadTasks: CollectionConfig = {
  slug: 'lead-tasks',
  labels: { singular: 'Task', plural: 'Tasks' },
  defaultSort: 'dueAt',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'email', 'dueAt', 'owner', 'done'], group: 'Leads' },
  access: {
    read: worksLeads,
    create: leadWorkerThroughProduct,
    update: leadWorkerThroughProduct,
    delete: leadWorkerThroughProduct,
  },
  indexes: [{ fields: ['ownerUser', 'done', 'dueAt'] }, { fields: ['done', 'dueAt'] }],
  fields: [
    { name: 'emailKey', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'email', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, maxLength: TASK_TITLE_MAX_LENGTH },
    { name: 'dueAt', type: 'date', required: true },
    // The day as given, when the task was given a day without a time (reminded at 08:00 that day).
    { name: 'dueDay', type: 'text' },
    { name: 'ownerUser', label: 'Owner', type: 'relationship', relationTo: 'users' },
    { name: 'owner', label: 'Owner’s name', type: 'text' },
    { name: 'createdBy', type: 'text', required: true },
    { name: 'done', type: 'checkbox', defaultValue: false, required: true },
    { name: 'doneAt', type: 'date' },
    { name: 'doneBy', type: 'text' },
    { name: 'remindedAt', type: 'date' },
  ],
}
