'use client'

import { Send } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { INQUIRY_TYPE_FORM_LABELS, INQUIRY_TYPES } from '@/contracts/enumerations'
import { TRAP_FIELDS } from '@/lib/spam-traps'
import { firstTouchFromTab, track } from '@/analytics/model/track'

import { IndustryOptions } from '../_components/industry-options'
import { PrivacyNote } from '../_components/privacy-note'
import { SpamTraps } from '../_components/spam-traps'
import { buttonVariants } from '../_components/ui/button-variants'
import { Choices, Input, Select, Textarea } from '../_components/ui/control'
import { Field } from '../_components/ui/field'
import { useHydrated } from '../_lib/use-hydrated'

import type { Notice } from './notice-toast'

const NoticeToast = dynamic(() => import('./notice-toast'), { ssr: false })

const REQUIRED = ['firstName', 'lastName', 'email', 'industry', 'inquiryType', 'message'] as const
const TEXT_FIELDS = [...REQUIRED, 'website', ...TRAP_FIELDS] as const
const INQUIRY_TYPE_CHOICES = INQUIRY_TYPES.map((type) => ({ value: type, label: INQUIRY_TYPE_FORM_LABELS[type] }))

/**
 * Empties every field after a send. Not form.reset(): that brings back the values the form started
 * with (a founder's pre-filled message), inviting the same message a second time.
 */
function clearFields(form: HTMLFormElement) {
  for (const name of TEXT_FIELDS) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      field.value = ''
  }
}

/** What the form starts with, e.g. from the founder's assessment. */
export type ContactDefaults = Partial<Record<(typeof REQUIRED)[number] | 'website', string>>

/**
 * The contact inquiry form: idle → Sending... → success (cleared, start time reset) or error.
 * `resultsToken`: opened from an assessment's results, whose signed token the server takes in
 * place of the form's own timing (the founder may send the filled-in form at once).
 */
export function ContactForm({ defaults = {}, resultsToken }: { defaults?: ContactDefaults; resultsToken?: string }) {
  const startedAt = useRef(0)
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()
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
        body: JSON.stringify({
          ...values,
          formStartTime: startedAt.current,
          attribution: firstTouchFromTab(),
          ...(resultsToken ? { resultsToken } : {}),
        }),
      })
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
      clearFields(form)
      startedAt.current = Date.now()
      notify(
        'Message Sent',
        "Thank you for entrusting us with your time. We don't take your time lightly and will get back to you shortly.",
        false,
      )
      // 201: stored as a lead; a held submission (suspected spam) is answered 200 and is no conversion.
      if (response.status === 201) track('contact_submitted')
    } catch {
      notify('Error', 'Failed to send message. Please try again.', true)
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="relative space-y-6" aria-label="Contact form">
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="firstName" label="First Name" required invalid={invalid.has('firstName')}>
            {(control) => <Input {...control} required autoComplete="given-name" defaultValue={defaults.firstName} />}
          </Field>
          <Field name="lastName" label="Last Name" required invalid={invalid.has('lastName')}>
            {(control) => <Input {...control} required autoComplete="family-name" defaultValue={defaults.lastName} />}
          </Field>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="email" label="Email" required invalid={invalid.has('email')}>
            {(control) => (
              <Input {...control} type="email" required autoComplete="email" defaultValue={defaults.email} />
            )}
          </Field>
          <Field name="website" label="Website">
            {(control) => (
              <Input
                {...control}
                autoComplete="url"
                placeholder="www.yourcompany.com"
                defaultValue={defaults.website}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="industry" label="Industry" required invalid={invalid.has('industry')}>
            {(control) => (
              <Select {...control} required defaultValue={defaults.industry ?? ''}>
                <IndustryOptions promptDisabled />
              </Select>
            )}
          </Field>
          <Field name="inquiryType" label="Inquiry Type" required invalid={invalid.has('inquiryType')}>
            {(control) => (
              <Select {...control} required defaultValue={defaults.inquiryType ?? ''}>
                <Choices prompt="Select inquiry type" choices={INQUIRY_TYPE_CHOICES} promptDisabled />
              </Select>
            )}
          </Field>
        </div>
        <Field name="message" label="Message" required invalid={invalid.has('message')}>
          {(control) => (
            <Textarea
              {...control}
              required
              rows={6}
              placeholder="Tell us about your business and how we can help."
              defaultValue={defaults.message}
            />
          )}
        </Field>

        <SpamTraps />

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={sending || !hydrated}
            className={buttonVariants({ size: 'xl', className: 'w-full sm:w-auto' })}
          >
            <Send className="size-4" aria-hidden="true" />
            {sending ? 'Sending...' : 'Send Message'}
          </button>
          <PrivacyNote />
        </div>
      </form>

      {notice && <NoticeToast notice={notice} onClose={() => setNotice(null)} />}
    </>
  )
}
