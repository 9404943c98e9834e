'use client'

import { type FormEvent, useId, useState } from 'react'

import { useHydrated } from '../_lib/use-hydrated'

type State = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string }

const FAILURE: Record<number, string> = {
  400: 'Please enter a valid e-mail address.',
  429: 'Too many requests. Please try again later.',
}

const TONES = {
  dark: {
    title: 'text-gold-300',
    input: 'border-white/20 bg-white/5 text-white placeholder:text-slate-400',
    status: 'text-slate-300',
    error: 'text-red-300',
  },
  light: {
    title: 'text-gold-700',
    input: 'border-slate-300 bg-white text-navy-950 placeholder:text-slate-500',
    status: 'text-slate-700',
    error: 'text-red-700',
  },
} as const

/**
 * The newsletter's subscribe box: the answer (always the same for a valid address) is shown in
 * place. Dark in the footer, light on the insights pages.
 */
export function NewsletterSignup({ tone = 'dark' }: { tone?: keyof typeof TONES }) {
  const colors = TONES[tone]
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
        body: JSON.stringify({ email }),
      })
      if (!response.ok) throw new Error(FAILURE[response.status] ?? 'Something went wrong. Please try again.')
      setState({ kind: 'done', message: ((await response.json()) as { message: string }).message })
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    // No accessible name: a named form is a landmark, and the footer's and the page's boxes would be two of one name.
    <form onSubmit={submit} data-testid="newsletter-signup" className="max-w-sm">
      <h2 id={`${id}-title`} className={`text-xs font-semibold uppercase tracking-[0.2em] ${colors.title}`}>
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
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm ${colors.input}`}
        />
        <button
          type="submit"
          disabled={!hydrated || state.kind === 'sending'}
          className="rounded-lg bg-gold-400 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {state.kind === 'sending' ? 'Sending...' : 'Subscribe'}
        </button>
      </div>
      <p role="status" className={`mt-2 min-h-5 text-sm ${state.kind === 'error' ? colors.error : colors.status}`}>
        {state.kind === 'done' || state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  )
}

/** The subscribe box as a panel of the insights pages (list and article). */
export const NewsletterPanel = () => (
  <section className="mt-16 rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
    <NewsletterSignup tone="light" />
  </section>
)
