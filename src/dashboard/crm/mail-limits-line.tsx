'use client'

import { format } from 'date-fns'
import { Clock } from 'lucide-react'

import type { MailLimit } from '@/contracts/crm-status'

import { useCrmStatus } from '@/dashboard/api/crm'

const sentence = (what: string, waitingWhat: string, { limit, reachedAt, waiting }: MailLimit) =>
  `${what} reached their limit of ${limit} an hour today at ${format(new Date(reachedAt!), 'HH:mm')}` +
  (waiting ? `: ${waiting} ${waitingWhat} for a later hour` : '')

/** Shown once an hourly cap on mail was reached today: the mail is not lost, it waits for a later hour. */
export function MailLimitsLine() {
  const { data } = useCrmStatus()
  const limits = data?.mailLimits
  const parts = [
    limits?.resultsEmails.reachedAt && sentence('Results e-mails', 'waiting', limits.resultsEmails),
    limits?.confirmations.reachedAt && sentence('Newsletter confirmations', 'sign-ups waiting', limits.confirmations),
  ].filter(Boolean)
  if (parts.length === 0) return null
  return (
    <p role="status" className="mt-1 flex items-center gap-1.5 text-sm text-amber-800" data-testid="mail-limits">
      <Clock aria-hidden className="h-4 w-4 shrink-0" />
      {parts.join('. ')}.
    </p>
  )
}
