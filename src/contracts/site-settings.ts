/** What a fresh install's site settings say until an admin changes them. */
export const SITE_DEFAULTS = {
  firmName: 'Keystone Legacy Partners',
  crmUrl: 'https://app.hubspot.com/contacts',
  contactEmail: 'partners@keystonelegacy.example',
}

/** The site settings global as GET /cms-api/globals/site-settings answers it. */
export type { SiteSetting } from '@/payload-types'
