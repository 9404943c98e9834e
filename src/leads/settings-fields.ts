import type { Field } from 'payload'

import { isAdminField } from '@/access/isAdmin'

import { checkTarget, RefusedTargetError } from './crm/http'

const webhookUrl = (value: string | null | undefined): true | string => {
  if (!value) return true
  try {
    checkTarget(value)
    return true
  } catch (error) {
    return error instanceof RefusedTargetError ? error.message : 'Enter an http or https URL'
  }
}

/**
 * Where new leads go: the firm's notification addresses and the CRM webhook. Only admins read
 * them (the settings global is otherwise public for the site's name and contact address).
 */
export const leadSettingsFields: Field[] = [
  {
    name: 'notificationEmails',
    label: 'Notification e-mails',
    type: 'array',
    maxRows: 20,
    access: { read: isAdminField },
    admin: {
      description: 'Who is told about each new lead and receives the weekly digest. Empty: the contact e-mail.',
    },
    fields: [{ name: 'email', type: 'email', required: true }],
  },
  {
    name: 'crmWebhookUrl',
    label: 'CRM webhook URL',
    type: 'text',
    maxLength: 2048,
    access: { read: isAdminField },
    validate: webhookUrl,
    admin: {
      description: 'Each new lead is POSTed here as signed JSON (see docs/webhooks.md). CRM_WEBHOOK_URL overrides it.',
    },
  },
  {
    name: 'crmWebhookSecret',
    label: 'CRM webhook signing secret',
    type: 'text',
    maxLength: 256,
    access: { read: isAdminField },
    // A webhook is only sent signed (docs/webhooks.md).
    validate: (value: string | null | undefined, { siblingData }: { siblingData: { crmWebhookUrl?: string | null } }) =>
      Boolean(value?.trim() || process.env.CRM_WEBHOOK_SECRET?.trim() || !siblingData.crmWebhookUrl?.trim()) ||
      'A signing secret is required with a CRM webhook URL (webhooks are only sent signed)',
    admin: {
      description:
        'Required with a webhook URL: signs every delivery (X-Signature header). CRM_WEBHOOK_SECRET overrides it.',
    },
  },
]
