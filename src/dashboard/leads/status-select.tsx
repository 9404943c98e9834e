'use client'

import type { Id } from '@/contracts/ids'
import { DEFAULT_LEAD_STATUS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@/contracts/lead-inbox'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { useUpdateTriage } from '@/dashboard/api/lead-triage'
import { DeferredSelect } from '@/dashboard/ui/select'

const OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))

/** A lead's place in the pipeline; a choice is shown at once and saved (undone with a toast if refused). Its Radix parts mount at first use: a page shows 50 of them. */
export function StatusSelect({
  kind,
  id,
  status,
  name,
  className,
  controlId,
}: {
  kind: LeadKind
  id: Id
  status: string | null | undefined
  /** Whose status, for the control's accessible name. */
  name: string
  className?: string
  /** The id a label points to. */
  controlId?: string
}) {
  const update = useUpdateTriage(kind)
  return (
    <DeferredSelect
      id={controlId}
      aria-label={`Status of ${name}`}
      value={status || DEFAULT_LEAD_STATUS}
      onValueChange={(next) => next !== status && update.mutate({ id, change: { status: next as LeadStatus } })}
      options={OPTIONS}
      className={className}
    />
  )
}
