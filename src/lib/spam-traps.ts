/**
 * The hidden anti-spam traps of the public forms (contact inquiry, assessment): fields people
 * never see and so leave empty. The visible, optional `website` is real data; the website-style
 * trap is WEBSITE_TRAP_FIELD.
 */
export const WEBSITE_TRAP_FIELD = 'website_url'
export const TRAP_FIELDS = ['url', 'honeypot', WEBSITE_TRAP_FIELD] as const
export type Traps = Record<(typeof TRAP_FIELDS)[number], string>
