import { INQUIRY_TYPES, INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import { CONTACT_INQUIRY_LIMITS } from '@/contracts/inquiries'
import { attributionField } from '@/fields/attribution'
import { emailKeyField, mailboxField } from '@/leads/fields/email-key'
import { industryField } from '@/fields/industry'
import { websiteTextField } from '@/fields/url'

import { leadCollection } from './lead'

export const ContactInquiries = leadCollection({
  kind: 'inquiry',
  useAsTitle: 'email',
  defaultColumns: ['firstName', 'lastName', 'email', 'inquiryType', 'createdAt'],
  sortIndexes: ['firstName', 'email', 'industry', 'inquiryType'],
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: CONTACT_INQUIRY_LIMITS.firstName },
    { name: 'lastName', type: 'text', required: true, maxLength: CONTACT_INQUIRY_LIMITS.lastName },
    { name: 'email', type: 'email', required: true, index: true },
    emailKeyField('email'),
    mailboxField('email'),
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
  ],
})
