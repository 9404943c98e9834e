import type { Payload } from 'payload'

import { SITE_DEFAULTS } from '@/contracts/site-settings'

/** The firm's name and contact address (site settings): the Reply-To of every e-mail to a founder. */
export async function firmContact(payload: Payload): Promise<{ firmName: string; contactEmail: string }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return {
    firmName: settings.firmName || SITE_DEFAULTS.firmName,
    contactEmail: settings.contactEmail || SITE_DEFAULTS.contactEmail,
  }
}
