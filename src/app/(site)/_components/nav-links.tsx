import Link from 'next/link'
import type { MouseEvent } from 'react'

import type { ChromeLink } from '@/contracts/site-chrome'

/** The header's items as links, in the bar and in the drawer alike; `classOf` styles each one. */
export function NavLinks({
  items,
  onNavigate,
  classOf,
}: {
  items: readonly ChromeLink[]
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void
  classOf: (item: ChromeLink) => string
}) {
  return (
    <>
      {items.map((item, index) => (
        <Link
          key={`${index}-${item.href}`}
          href={item.href}
          prefetch={false}
          data-goal={item.goal}
          onClick={(event) => onNavigate(event, item.href)}
          className={classOf(item)}
        >
          {item.label}
        </Link>
      ))}
    </>
  )
}
