import type { Payload } from 'payload'

import { SITE_DEFAULTS } from '@/contracts/site-settings'

const DEFAULT_HUBSPOT_BASE_URL = 'https://api.hubapi.com'

export type LeadSettings = {
  firmName: string
  recipients: string[]
  webhook: { url: string; secret: string | null } | null
  hubspot: { token: string; baseUrl: string } | null
}

const env = (name: string) => process.env[name]?.trim() || null

/** Recipients from the site settings; the CRM targets from the environment first, then the settings. */
export async function leadSettings(payload: Payload): Promise<LeadSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const listed = (settings.notificationEmails ?? []).map((row) => row.email).filter(Boolean)
  const webhookUrl = env('CRM_WEBHOOK_URL') ?? settings.crmWebhookUrl?.trim() ?? null
  const token = env('HUBSPOT_ACCESS_TOKEN')
  return {
    firmName: settings.firmName || SITE_DEFAULTS.firmName,
    recipients: listed.length ? listed : [settings.contactEmail || SITE_DEFAULTS.contactEmail],
    webhook: webhookUrl
      ? { url: webhookUrl, secret: env('CRM_WEBHOOK_SECRET') ?? (settings.crmWebhookSecret?.trim() || null) }
      : null,
    hubspot: token
      ? { token, baseUrl: (env('HUBSPOT_BASE_URL') ?? DEFAULT_HUBSPOT_BASE_URL).replace(/\/+$/, '') }
      : null,
  }
}
