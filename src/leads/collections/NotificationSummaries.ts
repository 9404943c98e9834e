import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'

/**
 * One row per clock minute that brought more than 20 leads: the one summary e-mail that tells the
 * firm about the rest of that minute's leads (src/leads/bulk-notifications.ts). The unique minute
 * makes one summary per minute on any number of instances.
 */
export const NotificationSummaries: CollectionConfig = {
  slug: 'notification-summaries',
  labels: { singular: 'Notification summary', plural: 'Notification summaries' },
  defaultSort: '-minute',
  // The delivery machinery's own state.
  admin: { useAsTitle: 'minute', defaultColumns: ['minute', 'leads', 'sentAt'], group: 'Leads', hidden: true },
  access: { read: worksLeads, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'minute', type: 'text', required: true, unique: true, index: true, maxLength: 20 },
    {
      name: 'closedAt',
      type: 'date',
      admin: { description: 'When the summary took its list; a lead decided later gets its own e-mail' },
    },
    { name: 'sentAt', type: 'date' },
    { name: 'leads', type: 'number', min: 0 },
  ],
}
