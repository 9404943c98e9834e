/**
 * The navigation's labels and the footer's texts and links (the `site-chrome` global): limits and
 * today's texts, which a fresh install shows and an empty field falls back to.
 */
export const CHROME_LIMITS = { label: 60, text: 400, links: 12, href: 300 } as const

/** The navigation's entries; their targets stay fixed (About scrolls to the home page's section). */
export const NAV_DEFAULTS = {
  about: 'About',
  team: 'Who We Are',
  insights: 'Insights',
  portfolio: 'Portfolio',
  assessment: 'Assessment',
  contact: 'Contact',
} as const

export type NavEntry = keyof typeof NAV_DEFAULTS
export type NavLabels = Record<NavEntry, string>
export const NAV_ENTRIES = Object.keys(NAV_DEFAULTS) as NavEntry[]

export const FOOTER_DEFAULTS = {
  tagline: 'Venture and growth capital for founder-led and family-run businesses in healthcare and technology.',
  linksHeading: 'Firm',
  links: [
    { label: 'About', href: '/#about' },
    { label: 'Who We Are', href: '/team' },
    { label: 'Insights', href: '/insights' },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Business Assessment', href: '/assessment' },
  ],
  contactHeading: 'Contact',
  inquiryLabel: 'Send an inquiry',
  rightsNotice: 'All rights reserved.',
  privacyLabel: 'Privacy Policy',
  disclaimerLabel: 'Disclaimer',
} as const

export const FOOTER_TEXTS = [
  'tagline',
  'linksHeading',
  'contactHeading',
  'inquiryLabel',
  'rightsNotice',
  'privacyLabel',
  'disclaimerLabel',
] as const
