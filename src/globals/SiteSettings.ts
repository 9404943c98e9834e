import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { webUrlField } from '@/fields/url'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { revalidateWholeSite } from '@/hooks/revalidate'
import { announceContentChange } from '@/shared-state/content-sync'
import { leadSettingsFields } from '@/leads/settings-fields'
import { analyticsReportsField } from '@/analytics/reports/settings-field'
import { SITE_DEFAULTS } from '@/contracts/site-settings'
import { bookingUrlField } from '@/fields/booking-url'
import { meetingDefaultsField } from '@/leads/meetings/fields'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [({ doc, req }) => (revalidateWholeSite(), announceContentChange(req.payload), doc)] },
  fields: [
    { name: 'firmName', type: 'text', required: true, defaultValue: SITE_DEFAULTS.firmName, maxLength: 120 },
    { ...webUrlField('crmUrl', { label: 'CRM URL' }), required: true, defaultValue: SITE_DEFAULTS.crmUrl },
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      defaultValue: SITE_DEFAULTS.contactEmail,
    },
    bookingUrlField('The firm’s scheduling page, offered on results when no partner has one (https:// only)'),
    meetingDefaultsField,
    ...leadSettingsFields,
    analyticsReportsField,
    {
      name: 'demoSeededAt',
      type: 'date',
      access: { read: isAdminField, update: () => false },
      admin: { readOnly: true, description: 'When the demo content was added (it is added once)' },
    },
  ],
}
