/** What a fresh install's site settings say until an admin changes them. */
export const SITE_DEFAULTS = {
  firmName: 'Keystone Legacy Partners',
  crmUrl: 'https://app.hubspot.com/contacts',
  contactEmail: 'partners@keystonelegacy.example',
}
