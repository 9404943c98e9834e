'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { startTransition } from 'react'

import { buttonVariants } from './_components/ui/button-variants'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * Shown in place of a page that failed to render; the navigation and footer stay. Trying again
 * fetches the page from the server anew before re-rendering it.
 */
export default function SiteError({ reset }: Props) {
  const router = useRouter()
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <section className="bg-primary pb-24 pt-40 text-white">
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-hover">Something went wrong</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold">This page could not be shown</h1>
        <p className="mt-4 text-lg text-slate-300">
          An unexpected error stopped this page from loading. Please try again, or continue from the home page.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <button type="button" onClick={retry} className={buttonVariants({ variant: 'accent', size: 'md' })}>
            Try again
          </button>
          <Link prefetch={false} href="/" className={buttonVariants({ variant: 'outlineOnDark', size: 'md' })}>
            Return to the home page
          </Link>
        </div>
      </div>
    </section>
  )
}
