'use client'

import { Mail } from 'lucide-react'

import { plural } from '@/lib/plural'

import { useSubscriberCounts } from '@/dashboard/api/newsletter'

/** "Newsletter: 12 subscribers (3 pending)": confirmed subscribers, and those yet to confirm. */
export function SubscriberCount() {
  const counts = useSubscriberCounts()
  if (!counts.data) return null
  const { confirmed, pending } = counts.data
  return (
    <p data-testid="subscriber-count" className="flex items-center gap-1.5 text-sm text-muted">
      <Mail aria-hidden className="h-4 w-4" />
      Newsletter: {plural(confirmed, 'subscriber')}
      {pending > 0 && ` (${pending.toLocaleString('en-US')} pending)`}
    </p>
  )
}
