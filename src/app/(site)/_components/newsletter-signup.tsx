'use client'

import { type FormEvent, useId, useState } from 'react'

import { SOURCE_PAGE_MAX_LENGTH } from '@/contracts/newsletter-pages'

import { useHydrated } from '../_lib/use-hydrated'

type State = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string }

const FAILURE: Record<number, string> = {
  400: 'Please enter a valid e-mail address.',
  429: 'Too many requests. Please try again later.',
}

/**
 * The newsletter's subscribe box, in the footer of every page: the answer (always the same for a
 * valid address) is shown in place.
 */
export function NewsletterSignup() {
  const id = useId()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The page it was sent from: the dashboard counts subscribers by the page they came from.
        body: JSON.stringify({ email, sourcePage: window.location.pathname.slice(0, SOURCE_PAGE_MAX_LENGTH) }),
      })
      if (!response.ok) throw new Error(FAILURE[response.status] ?? 'Something went wrong. Please try again.')
      setState({ kind: 'done', message: ((await response.json()) as { message: string }).message })
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <form onSubmit={submit} data-testid="newsletter-signup" className="max-w-sm">
      <h2 id={`${id}-title`} className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
        New insights by e-mail
      </h2>
      <label htmlFor={`${id}-email`} className="mt-4 block text-sm">
        E-mail address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          className="min-w-0 flex-1 rounded-lg border border-white/20 bg-white/5 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={!hydrated || state.kind === 'sending'}
          className="rounded-lg bg-gold-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {state.kind === 'sending' ? 'Sending...' : 'Subscribe'}
        </button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-sm ${state.kind === 'error' ? 'text-red-300' : 'text-slate-300'}`}>
        {state.kind === 'done' || state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  )
}
