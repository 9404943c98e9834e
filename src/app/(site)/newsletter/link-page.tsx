import type { Metadata } from 'next'

import { HeroBand } from '../_components/hero-band'
import { Button, ButtonLink } from '../_components/ui/button'

/** A link page is personal (its address carries the token): never indexed, never sent on as a referrer. */
export const linkPageMetadata = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
})

/** The token of the page's address: the first `token` parameter, or empty. */
export const tokenParam = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? ''

export type LinkPageView = {
  title: string
  text: string
  /** The one button, a POST to the page's own address; without it, a way on into the site. */
  button?: { label: string; action: string; field: [name: string, value: string] }
}

/** The page an e-mail's link opens: what the link does, on the site's navy band, and at most one button. */
export function LinkPage({ view }: { view: LinkPageView }) {
  const { title, text, button } = view
  return (
    <HeroBand className="pb-20 pt-36 sm:pb-24 sm:pt-40">
      <div className="relative mx-auto max-w-2xl px-5 sm:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-300">Strategic Insights</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-300">{text}</p>
        {button ? (
          <form method="post" action={button.action} className="mt-10">
            <input type="hidden" name={button.field[0]} value={button.field[1]} />
            <Button type="submit" variant="accent" size="lg">
              {button.label}
            </Button>
          </form>
        ) : (
          <ButtonLink href="/insights" variant="outlineOnDark" size="lg" className="mt-10">
            Read the latest insights
          </ButtonLink>
        )}
      </div>
    </HeroBand>
  )
}
