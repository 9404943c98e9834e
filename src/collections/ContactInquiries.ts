import { INQUIRY_TYPES, INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { CONTACT_INQUIRY_LIMITS } from '@/contracts/contact-inquiries'
import { attributionField } from '@/fields/attribution'
import { industryField } from '@/fields/industry'
import { leadTriageFields, liveSortIndexes, STATUS_RANK, withoutSortKeys } from '@/fields/lead-triage'
import { deleteDependents } from '@/hooks/deleteDependents'
import { trashDependents } from '@/hooks/trashDependents'
import { websiteTextField } from '@/fields/url'
import { queueLeadJobs } from '@/leads/hooks'

export const ContactInquiries: CollectionConfig = {
  slug: 'contact-inquiries',
  labels: { singular: 'Contact inquiry', plural: 'Contact inquiries' },
  defaultSort: '-createdAt',
  trash: true,
  indexes: liveSortIndexes([
    'createdAt',
    'firstName',
    'email',
    'industry',
    'inquiryType',
    STATUS_RANK,
    'owner',
    'attribution.channel',
    'attribution.source',
  ]),
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'inquiryType', 'createdAt'],
    group: 'Leads',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    afterRead: [withoutSortKeys],
    afterChange: [queueLeadJobs('inquiry'), trashDependents('message-analyses', 'contactInquiry')],
    beforeDelete: [
      deleteDependents('message-analyses', 'contactInquiry'),
      deleteDependents('lead-deliveries', 'contactInquiry'),
      deleteDependents('lead-notes', 'contactInquiry'),
    ],
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: CONTACT_INQUIRY_LIMITS.firstName },
    { name: 'lastName', type: 'text', required: true, maxLength: CONTACT_INQUIRY_LIMITS.lastName },
    { name: 'email', type: 'email', required: true, index: true },
    websiteTextField('website', { maxLength: CONTACT_INQUIRY_LIMITS.website }),
    industryField(),
    {
      name: 'inquiryType',
      type: 'select',
      required: true,
      options: INQUIRY_TYPES.map((type) => ({ label: INQUIRY_TYPE_ADMIN_LABELS[type], value: type })),
    },
    { name: 'message', type: 'textarea', required: true, maxLength: CONTACT_INQUIRY_LIMITS.message },
    attributionField(),
    ...leadTriageFields(),
  ],
}
