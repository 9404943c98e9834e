import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { worksLeads } from '@/access/worksLeads'
import { DEFAULT_REPLY_TEMPLATES, REPLY_TEMPLATE_LIMITS } from '@/contracts/lead-replies'

/** The starting texts the dashboard offers for a reply; `{name}` and `{firm}` are filled in. */
export const ReplyTemplates: GlobalConfig = {
  slug: 'reply-templates',
  label: 'Reply templates',
  admin: { group: 'Leads' },
  access: { read: worksLeads, update: isAdmin },
  fields: [
    {
      name: 'templates',
      type: 'array',
      defaultValue: DEFAULT_REPLY_TEMPLATES,
      admin: {
        description:
          'Starting texts for replies from the dashboard. {name}: the lead’s first name; {firm}: the firm’s name.',
      },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: REPLY_TEMPLATE_LIMITS.name },
        { name: 'subject', type: 'text', required: true, maxLength: REPLY_TEMPLATE_LIMITS.subject },
        { name: 'text', type: 'textarea', required: true, maxLength: REPLY_TEMPLATE_LIMITS.text },
      ],
    },
  ],
}
