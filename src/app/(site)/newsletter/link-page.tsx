import type { Metadata } from 'next'

import { PageHero } from '../_components/page-hero'
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

/** The page an e-mail's link opens: what the link does, on the site's layout, and at most one button. */
export function LinkPage({ view }: { view: LinkPageView }) {
  const { title, text, button } = view
  return (
    <>
      <PageHero eyebrow="Strategic Insights" title={title} />
      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <p className="text-lg leading-relaxed text-slate-700">{text}</p>
            {button ? (
              <form method="post" action={button.action} className="mt-8">
                <input type="hidden" name={button.field[0]} value={button.field[1]} />
                <Button type="submit" variant="primary" size="lg">
                  {button.label}
                </Button>
                <p className="mt-4 text-sm text-slate-600">
                  Nothing changes until you press the button: some e-mail services open links to check them.
                </p>
              </form>
            ) : (
              <ButtonLink href="/insights" variant="outline" size="lg" className="mt-8">
                Read the latest insights
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
