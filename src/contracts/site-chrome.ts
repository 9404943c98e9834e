/**
 * The navigation's and the footer's links and the footer's texts (the `site-chrome` global):
 * limits and today's texts, which a fresh install shows and an empty field falls back to.
 */
export const CHROME_LIMITS = { label: 60, text: 400, links: 12, href: 300 } as const

/**
 * The header's items: at most 7, each label at most 24 characters. The header picks the widest
 * layout its labels fit on one line (src/lib/nav-fit.ts); beyond that the menu button holds them.
 */
export const NAV_LIMITS = { label: 24, items: 7 } as const

/** A link of the header or footer, as the pages render it: its current address (and its event goal, if any). */
export type ChromeLink = { label: string; href: string; button?: boolean; goal?: string }

/** The header's items on a fresh install (About scrolls to the home page's section; Contact is the button). */
export const NAV_DEFAULT_ITEMS: readonly ChromeLink[] = [
  { label: 'About', href: '/#about' },
  { label: 'Who We Are', href: '/team' },
  { label: 'Insights', href: '/insights' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Assessment', href: '/assessment' },
  { label: 'Contact', href: '/contact', button: true },
]

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
