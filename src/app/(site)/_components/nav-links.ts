/** The navigation's route links, in order (About, a section of the home page, and Contact are added around them). */
export const NAV_LINKS = [
  { href: '/team', label: 'Who We Are' },
  { href: '/insights', label: 'Insights' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/assessment', label: 'Assessment' },
] as const
