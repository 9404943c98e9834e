import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** The gold glow in the top right corner of every navy band; the home page adds a deeper blue at the bottom left. */
const GLOW = {
  page: 'bg-[radial-gradient(ellipse_at_top_right,rgba(212,176,106,0.18),transparent_55%)]',
  home: 'bg-[radial-gradient(ellipse_at_top_right,rgba(212,176,106,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(31,58,102,0.8),transparent_60%)]',
}

type Props = {
  as?: 'section' | 'header'
  glow?: keyof typeof GLOW
  /** Padding and anything else the band needs; the content goes in a `relative` container above the glow. */
  className?: string
  children: ReactNode
}

/** The navy band that opens the home page, every inner page and every post. */
export function HeroBand({ as: Tag = 'section', glow = 'page', className, children }: Props) {
  return (
    <Tag className={cn('relative overflow-hidden bg-primary text-white', className)}>
      <div aria-hidden="true" className={`absolute inset-0 ${GLOW[glow]}`} />
      {children}
    </Tag>
  )
}
