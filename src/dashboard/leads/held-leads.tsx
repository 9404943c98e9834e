'use client'

import { format } from 'date-fns'
import { ChevronDown, ShieldAlert } from 'lucide-react'

import { HELD_REASON_LABELS, type HeldLead } from '@/contracts/held-leads'

import { useHeldAction, useHeldLeads } from '@/dashboard/api/held-leads'
import { Badge } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { Card } from '@/dashboard/ui/card'
import { ConfirmDialog } from '@/dashboard/ui/confirm-delete'

const KIND_LABELS = { assessment: 'Assessment', inquiry: 'Contact inquiry' } as const
const count = new Intl.NumberFormat('en-US')

function HeldRow({ lead }: { lead: HeldLead }) {
  const release = useHeldAction('release')
  const remove = useHeldAction('delete')
  const busy = release.isPending || remove.isPending
  return (
    <li className="space-y-2 border-t border-line py-3 first:border-t-0" aria-label={`Held: ${lead.name}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="yellow">{HELD_REASON_LABELS[lead.reason]}</Badge>
        <Badge>{KIND_LABELS[lead.kind]}</Badge>
        <time dateTime={lead.createdAt} className="text-muted">
          {format(new Date(lead.createdAt), 'MMM dd, yyyy HH:mm')}
        </time>
      </div>
      <p className="break-words text-sm font-medium text-ink">
        {lead.name} · {lead.email}
      </p>
      {/* The visitor's text, shown as text: React escapes it, nothing in it is markup. */}
      <p className="whitespace-pre-wrap break-words text-sm text-body">{lead.text}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => release.mutate(lead)}>
          Release to inbox
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={busy}>
              Delete
            </Button>
          }
          title="Delete this held submission?"
          question={`${lead.name}'s submission is deleted for good.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(lead)}
        />
      </div>
    </li>
  )
}

/**
 * Submissions held as suspected spam (a filled trap, sent too fast, no start time): "N held",
 * opened into the newest ones, each to release into the inbox or delete. Nothing shows when none are held.
 */
export function HeldLeads() {
  const held = useHeldLeads()
  const total = held.data?.totalDocs ?? 0
  if (total === 0) return null
  const shown = held.data!.docs
  return (
    <Card>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-2 gap-y-1 p-4 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-focus">
          <ShieldAlert aria-hidden className="h-4 w-4 shrink-0 text-yellow-700" />
          <span className="whitespace-nowrap">{count.format(total)} held</span>
          <ChevronDown aria-hidden className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-180" />
          <span className="basis-full font-normal text-muted sm:basis-auto">
            Suspected spam, kept out of the inbox until you release it
          </span>
        </summary>
        <div className="px-4 pb-2">
          <ul>
            {shown.map((lead) => (
              <HeldRow key={lead.id} lead={lead} />
            ))}
          </ul>
          {total > shown.length && (
            <p className="pb-2 text-sm text-muted">
              The newest {shown.length} of {count.format(total)} are shown.
            </p>
          )}
        </div>
      </details>
    </Card>
  )
}
