import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { worksLeads } from '@/access/worksLeads'
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@/leads/deliveries'

import { leadRelationFields } from './lead'

/**
 * One row per message or CRM call a lead causes (the firm's notification, the founder's results
 * e-mail, the webhook, HubSpot): its state for the dashboard, its last error, the CRM's ids. The
 * unique key (lead and channel) makes each happen once even when two jobs race.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: { singular: 'Lead delivery', plural: 'Lead deliveries' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'channel', 'status', 'attempts', 'lastError', 'updatedAt'],
    group: 'Leads',
  },
  access: { read: worksLeads, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 120 },
    { name: 'channel', type: 'select', required: true, index: true, options: [...DELIVERY_CHANNELS] },
    ...leadRelationFields(),
    {
      name: 'leadNote',
      type: 'relationship',
      relationTo: 'lead-notes',
      admin: {
        description: 'The staff change or note this CRM event carries (lead.updated, lead.note); none for lead.created',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [...DELIVERY_STATUSES],
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'lastError', type: 'text', maxLength: 500 },
    { name: 'deliveredAt', type: 'date' },
    {
      name: 'batch',
      type: 'text',
      index: true,
      maxLength: 20,
      admin: { description: 'A notification told in the summary e-mail of this minute (more than 20 leads in it)' },
    },
    {
      name: 'externalIds',
      type: 'json',
      admin: {
        description: 'Ids the CRM returned (HubSpot contact and note), so a retry never repeats a finished step',
      },
    },
  ],
}
