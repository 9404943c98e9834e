import type { ReactNode } from 'react'

import { HeroBand } from './hero-band'

type Props = {
  eyebrow: string
  title: string
  children?: ReactNode
  /** Deeper bottom padding for content that overlaps the band (a card pulled up with -mt-12). */
  overlapped?: boolean
}

/** The navy band every inner page opens with, under the transparent navigation bar. */
export function PageHero({ eyebrow, title, children, overlapped = false }: Props) {
  const bottom = overlapped ? 'pb-24' : 'pb-16 sm:pb-20'
  return (
    <HeroBand className={`pt-36 sm:pt-40 ${bottom}`}>
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-300">{eyebrow}</p>
        <h1 className="mt-4 max-w-3xl font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{children}</div>}
      </div>
    </HeroBand>
  )
}
