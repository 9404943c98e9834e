import type { CollectionConfig, TextField } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'
import { MEETING_LIMITS, MEETING_STATUSES } from '@/contracts/meetings'
import { emailKeyField, withoutEmailKey } from '@/leads/fields/email-key'

/**
 * Meetings founders booked (in the product or through a cal.com webhook). Written by the product
 * alone. `slotKey` (partner and start) is unique while the meeting holds its slot and cleared when
 * it is cancelled: of two bookings of one slot on any number of instances, the database keeps one.
 */
export const Meetings: CollectionConfig = {
  slug: 'meetings',
  labels: { singular: 'Meeting', plural: 'Meetings' },
  defaultSort: 'start',
  admin: { defaultColumns: ['start', 'name', 'partner', 'status'], group: 'Leads', useAsTitle: 'name' },
  access: { read: worksLeads, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterRead: [withoutEmailKey] },
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'team-members', required: true, index: true },
    { name: 'start', type: 'date', required: true, index: true },
    { name: 'end', type: 'date', required: true },
    { name: 'slotKey', type: 'text', unique: true, maxLength: 120, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'booked', options: [...MEETING_STATUSES] },
    { name: 'name', type: 'text', required: true, maxLength: MEETING_LIMITS.name },
    { name: 'email', type: 'email', required: true },
    { ...(emailKeyField('email') as TextField), index: true },
    { name: 'company', type: 'text', maxLength: MEETING_LIMITS.company },
    { name: 'note', type: 'textarea', maxLength: MEETING_LIMITS.note },
    { name: 'timeZone', type: 'text', maxLength: 64, admin: { description: 'The founder’s time zone' } },
    { name: 'assessment', type: 'relationship', relationTo: 'assessments', index: true },
    { name: 'source', type: 'text', maxLength: 200, admin: { description: 'Where the founder came from' } },
    { name: 'uid', type: 'text', required: true, unique: true, maxLength: 100, admin: { readOnly: true } },
    { name: 'sequence', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'origin', type: 'select', required: true, defaultValue: 'product', options: ['product', 'calcom'] },
    { name: 'externalId', type: 'text', unique: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'cancelledAt', type: 'date' },
    { name: 'hubspotMeetingId', label: 'HubSpot meeting', type: 'text', maxLength: 40, admin: { readOnly: true } },
  ],
}
