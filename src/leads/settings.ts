import type { Payload } from 'payload'

import { SITE_DEFAULTS } from '@/contracts/site-settings'

const DEFAULT_HUBSPOT_BASE_URL = 'https://api.hubapi.com'

export type LeadSettings = {
  firmName: string
  recipients: string[]
  /** Only with a signing secret: a webhook URL without one is not used (UNSIGNED_WEBHOOK). */
  webhook: { url: string; secret: string } | null
  hubspot: { token: string; baseUrl: string } | null
}

const env = (name: string) => process.env[name]?.trim() || null

const UNSIGNED_WEBHOOK =
  'CRM webhook URL is set without a signing secret: nothing is sent to it until CRM_WEBHOOK_SECRET (or the site settings’ CRM webhook signing secret) is set'
let warnedUnsigned = false

/** Recipients from the site settings; the CRM targets from the environment first, then the settings. */
export async function leadSettings(payload: Payload): Promise<LeadSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const listed = (settings.notificationEmails ?? []).map((row) => row.email).filter(Boolean)
  const webhookUrl = env('CRM_WEBHOOK_URL') ?? settings.crmWebhookUrl?.trim() ?? null
  const token = env('HUBSPOT_ACCESS_TOKEN')
  const secret = env('CRM_WEBHOOK_SECRET') ?? (settings.crmWebhookSecret?.trim() || null)
  // A webhook is only ever sent signed: a URL without a secret is no webhook, said once in the log.
  if (webhookUrl && !secret && !warnedUnsigned) {
    warnedUnsigned = true
    payload.logger.warn(UNSIGNED_WEBHOOK)
  }
  return {
    firmName: settings.firmName || SITE_DEFAULTS.firmName,
    recipients: listed.length ? listed : [settings.contactEmail || SITE_DEFAULTS.contactEmail],
    webhook: webhookUrl && secret ? { url: webhookUrl, secret } : null,
    hubspot: token
      ? { token, baseUrl: (env('HUBSPOT_BASE_URL') ?? DEFAULT_HUBSPOT_BASE_URL).replace(/\/+$/, '') }
      : null,
  }
}
