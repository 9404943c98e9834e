'use client'

import { Send } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { INDUSTRIES, INQUIRY_TYPE_FORM_LABELS, INQUIRY_TYPES } from '@/lib/constants'
import { TRAP_FIELDS } from '@/lib/spam-traps'
import { firstTouchFromTab, track } from '@/lib/track'

import { SpamTraps } from '../_components/spam-traps'

import type { Notice } from './notice-toast'

const NoticeToast = dynamic(() => import('./notice-toast'), { ssr: false })

const REQUIRED = ['firstName', 'lastName', 'email', 'industry', 'inquiryType', 'message'] as const
const TEXT_FIELDS = [...REQUIRED, 'website', ...TRAP_FIELDS] as const

const input =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-700/30 aria-[invalid=true]:border-red-700'
const label = 'block text-sm font-semibold text-navy-950'

function Required() {
  return <span aria-hidden="true" className="text-red-700"> *</span>
}

/** The contact inquiry form: idle → Sending... → success (cleared, start time reset) or error. */
export function ContactForm() {
  const startedAt = useRef(0)
  const [sending, setSending] = useState(false)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  const notify = (title: string, description: string, error: boolean) =>
    setNotice({ title, description, error, key: Date.now() })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()]))
    const missing = new Set(REQUIRED.filter((name) => !values[name]))
    setInvalid(missing)
    if (missing.size) {
      notify('Missing Information', 'Please fill in all required fields', true)
      return
    }
    setSending(true)
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...values, formStartTime: startedAt.current, attribution: firstTouchFromTab() }),
      })
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
      form.reset()
      startedAt.current = Date.now()
      notify(
        'Message Sent',
        "Thank you for entrusting us with your time. We don't take your time lightly and will get back to you shortly.",
        false,
      )
      track('contact_submitted')
    } catch {
      notify('Error', 'Failed to send message. Please try again.', true)
    } finally {
      setSending(false)
    }
  }

  const field = (name: string) => ({ id: name, name, 'aria-invalid': invalid.has(name) || undefined })

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="relative space-y-6" aria-label="Contact form">
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor="firstName" className={label}>First Name<Required /></label>
            <input {...field('firstName')} required autoComplete="given-name" className={input} />
          </div>
          <div>
            <label htmlFor="lastName" className={label}>Last Name<Required /></label>
            <input {...field('lastName')} required autoComplete="family-name" className={input} />
          </div>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor="email" className={label}>Email<Required /></label>
            <input {...field('email')} type="email" required autoComplete="email" className={input} />
          </div>
          <div>
            <label htmlFor="website" className={label}>Website</label>
            <input {...field('website')} autoComplete="url" placeholder="www.yourcompany.com" className={input} />
          </div>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor="industry" className={label}>Industry<Required /></label>
            <select {...field('industry')} required defaultValue="" className={input}>
              <option value="" disabled>Select your industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>{industry}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inquiryType" className={label}>Inquiry Type<Required /></label>
            <select {...field('inquiryType')} required defaultValue="" className={input}>
              <option value="" disabled>Select inquiry type</option>
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>{INQUIRY_TYPE_FORM_LABELS[type]}</option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="message" className={label}>Message<Required /></label>
          <textarea {...field('message')} required rows={6} placeholder="Tell us about your business and how we can help." className={input} />
        </div>

        <SpamTraps />

        <button
          type="submit"
          disabled={sending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-navy-950 px-8 py-4 font-semibold text-white transition-colors hover:bg-navy-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          <Send className="size-4" aria-hidden="true" />
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>

      {notice && <NoticeToast notice={notice} onClose={() => setNotice(null)} />}
    </>
  )
}
