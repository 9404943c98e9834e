import type { CollectionConfig, Field } from 'payload'

import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'
import { HELD_KINDS, HELD_REASONS } from '@/contracts/held-leads'
import { emailKeyField, withoutEmailKey } from '@/leads/fields/email-key'

/**
 * Public submissions that failed a spam check, kept apart from the leads so that no inbox, card,
 * digest, notification or CRM query ever reads them, until a partner releases one into the inbox
 * (src/leads/held) or deletes it; they purge themselves after HELD_LEADS_DAYS.
 */
export const HeldLeads: CollectionConfig = {
  slug: 'held-leads',
  labels: { singular: 'Held lead', plural: 'Held leads' },
  defaultSort: '-createdAt',
  // Worked in the dashboard (release or delete), not edited in the CMS.
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'kind', 'reason', 'createdAt'],
    group: 'Leads',
    hidden: true,
  },
  // Written by the public forms' handlers only; partners release or delete them.
  access: { read: worksLeads, create: nobody, update: nobody, delete: worksLeads },
  // The list (unreleased, newest first) walks this index; the purge the one on createdAt.
  indexes: [{ fields: ['releasedAt', 'createdAt'] }],
  hooks: { afterRead: [withoutEmailKey] },
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...HELD_KINDS] },
    { name: 'reason', type: 'select', required: true, options: [...HELD_REASONS] },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    // A person's lookup (GET /api/people) finds their held submissions by it.
    { ...emailKeyField('email'), index: true } as Field,
    { name: 'text', type: 'textarea', required: true, admin: { description: 'The visitor’s text, plain text' } },
    {
      name: 'data',
      type: 'json',
      required: true,
      admin: { description: 'The submission as checked, stored as the lead when released' },
    },
    { name: 'releasedAt', type: 'date' },
    { name: 'releasedLead', type: 'text', admin: { description: 'kind:id of the lead it became' } },
  ],
}
