import type { Metadata } from 'next'

import { ButtonLink } from './_components/ui/button'

import { TrackNotFound } from '@/app/(site)/_components/track-not-found'

export const metadata: Metadata = { title: { absolute: '404 Page Not Found' }, robots: { index: false } }

export default function NotFound() {
  return (
    <section className="bg-navy-950 pb-24 pt-40 text-white">
      <TrackNotFound />
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <p className="font-mono text-sm text-gold-300">Error 404</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold">404 Page Not Found</h1>
        <p className="mt-4 text-slate-300">Did you forget to add the page to the router?</p>
        <pre className="mt-6 whitespace-pre-wrap break-words rounded-lg bg-black/40 p-4 font-mono text-sm text-slate-200">
          <code>No route in src/app/(site) matches this path.</code>
        </pre>
        <ButtonLink href="/" variant="accent" size="md" className="mt-10">
          Return to the home page
        </ButtonLink>
      </div>
    </section>
  )
}
