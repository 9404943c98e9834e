import type { Field } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { REPORT_FREQUENCIES } from '@/contracts/analytics-reports'

/** Who receives the e-mailed analytics reports, and how often (admins only read it). */
export const analyticsReportsField: Field = {
  name: 'analyticsReports',
  label: 'Analytics report e-mails',
  type: 'array',
  maxRows: 20,
  access: { read: isAdminField },
  admin: {
    description:
      'Each address receives the visitor analytics by e-mail at 08:00 (site time): weekly on Mondays, monthly on the 1st, or both. Every e-mail has its own unsubscribe link.',
  },
  fields: [
    { name: 'email', type: 'email', required: true },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'weekly',
      options: REPORT_FREQUENCIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
  ],
}
