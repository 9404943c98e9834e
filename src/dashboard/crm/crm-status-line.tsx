'use client'

import { AlertTriangle, CheckCircle2, CircleSlash } from 'lucide-react'

import { plural } from '@/lib/plural'

import { useCrmStatus } from '@/dashboard/api/crm'

const SETTINGS_URL = '/cms/globals/site-settings'

/** The header's CRM line, as true as the deliveries: active, failing (with the count), or not configured. */
export function CrmStatusLine() {
  return (
    <>
      <CrmLine />
      <EmailLine />
    </>
  )
}

/** Shown only while e-mails fail (SMTP down or refusing): they are retried, the lead is stored. */
function EmailLine() {
  const { data } = useCrmStatus()
  if (!data?.emailFailing) return null
  return (
    <p role="status" className="mt-1 flex items-center gap-1.5 text-sm text-red-800">
      <AlertTriangle aria-hidden className="h-4 w-4" />
      E-mail failing: {plural(data.emailFailing, 'message')} not sent yet (check SMTP_URL)
    </p>
  )
}

/** A line of text led by its icon, wrapping as one paragraph (as flex items its parts stood in columns on a phone). */
const ICON = 'mr-1.5 inline h-4 w-4 align-[-0.2em]'

function CrmLine() {
  const { data, error } = useCrmStatus()
  const line = 'mt-1 text-sm'
  if (error) {
    return (
      <p className={`${line} text-red-800`}>
        <AlertTriangle aria-hidden className={ICON} />
        CRM status unavailable: {error.message}
      </p>
    )
  }
  if (!data) return <p className={`${line} text-slate-600`}>Checking CRM sync...</p>
  if (data.state === 'not-configured') {
    return (
      <p className={`${line} text-slate-700`}>
        <CircleSlash aria-hidden className={ICON} />
        CRM sync not configured.{' '}
        <a href={SETTINGS_URL} className="whitespace-nowrap text-blue-800 underline">
          Set a webhook in Site settings
        </a>{' '}
        or HUBSPOT_ACCESS_TOKEN.
      </p>
    )
  }
  if (data.state === 'failing') {
    return (
      <p role="status" className={`${line} text-red-800`} title={data.lastError ?? undefined}>
        <AlertTriangle aria-hidden className={ICON} />
        CRM sync failing: {plural(data.failing, 'delivery')} failed
      </p>
    )
  }
  return (
    <p className={`${line} text-green-800`}>
      <CheckCircle2 aria-hidden className={ICON} />
      CRM integration is active
    </p>
  )
}
