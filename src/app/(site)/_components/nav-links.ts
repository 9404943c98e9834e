import type { NavEntry } from '@/contracts/site-chrome'

/** The navigation's route links, in order (About, a section of the home page, and Contact are added around them); labels are the CMS's. */
export const NAV_LINKS: readonly { href: string; entry: NavEntry }[] = [
  { href: '/team', entry: 'team' },
  { href: '/insights', entry: 'insights' },
  { href: '/portfolio', entry: 'portfolio' },
  { href: '/assessment', entry: 'assessment' },
]
