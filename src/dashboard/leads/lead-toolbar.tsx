'use client'

import { type ReactNode, useId, useState } from 'react'
import { ArchiveRestore, Download, SlidersHorizontal, Trash2, X } from 'lucide-react'

import { AWAITING_ANSWER_LABEL } from '@/contracts/inbound-email'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/contracts/lead-inbox'
import type { LeadKind, LeadView } from '@/dashboard/model/lead-view'

import { useExportLeads } from '@/dashboard/api/lead-list'
import { useIdentity } from '@/dashboard/session-context'
import { Button } from '@/dashboard/ui/button'
import { FilterSelect } from '@/dashboard/ui/select'
import { OriginFilters } from './origin-filters'

/** How many of the filters behind "Filters" are set. */
const filtersSet = (view: LeadView, mine: boolean) =>
  [view.type, view.status, ...Object.values(view.origin)].filter((value) => value !== null).length +
  Number(view.due) +
  Number(view.awaiting) +
  Number(mine)

/**
 * Above a lead table: "My leads" (signed in through the CMS), "Due" (follow-ups today or
 * earlier), "Awaiting our answer" (the person wrote back by e-mail), the status filter, where the leads came from, the score filter when one is set (from the High Potential card), the switch between the leads and their trash, and the export of every matching row.
 * On a phone or an upright tablet the filters fold behind one "Filters" button, so the first lead shows on the first screen.
 */
export function LeadToolbar({
  kind,
  view,
  onChange,
  children,
}: {
  kind: LeadKind
  view: LeadView
  onChange: (change: Partial<LeadView>) => void
  /** The table's own filters (the inquiry type). */
  children?: ReactNode
}) {
  const exportLeads = useExportLeads(kind)
  const identity = useIdentity()
  const mine = identity?.kind === 'cms' && view.owner === String(identity.user.id)
  const [open, setOpen] = useState(false)
  const filtersId = useId()
  const set = filtersSet(view, mine)
  // Below lg (phones, tablets upright) the filters show only when opened; from lg up they always do, in the toolbar's own row.
  const folded = open ? 'flex w-full flex-wrap items-center gap-2 lg:contents' : 'hidden lg:contents'
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {view.minScore !== null && (
          <Button variant="outline" size="sm" onClick={() => onChange({ minScore: null })}>
            Score {view.minScore}+
            <X aria-hidden className="h-4 w-4" />
            <span className="sr-only">(remove this filter)</span>
          </Button>
        )}
        <Button
          variant="outline"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {set > 0 ? `Filters (${set})` : 'Filters'}
        </Button>
        <div id={filtersId} className={folded}>
          {children}
          {identity?.kind === 'cms' && (
            <Button
              variant={mine ? 'primary' : 'outline'}
              aria-pressed={mine}
              onClick={() => onChange({ owner: mine ? null : String(identity.user.id) })}
            >
              My leads
            </Button>
          )}
          <Button
            variant={view.due ? 'primary' : 'outline'}
            aria-pressed={view.due}
            onClick={() => onChange({ due: !view.due })}
          >
            Due
          </Button>
          <Button
            variant={view.awaiting ? 'primary' : 'outline'}
            aria-pressed={view.awaiting}
            onClick={() => onChange({ awaiting: !view.awaiting })}
          >
            {AWAITING_ANSWER_LABEL}
          </Button>
          <FilterSelect
            label="Status filter"
            value={view.status}
            onChange={(status) => onChange({ status })}
            values={LEAD_STATUSES}
            labelOf={(status) => LEAD_STATUS_LABELS[status]}
            allLabel="All Statuses"
            className="w-40"
          />
        </div>
        <Button variant="outline" onClick={() => onChange({ trash: !view.trash })}>
          {view.trash ? <ArchiveRestore aria-hidden className="h-4 w-4" /> : <Trash2 aria-hidden className="h-4 w-4" />}
          {view.trash ? 'Back to leads' : 'Trash'}
        </Button>
        {!view.trash && (
          <Button variant="outline" onClick={() => exportLeads.mutate(view)} disabled={exportLeads.isPending}>
            <Download aria-hidden className="h-4 w-4" />
            {exportLeads.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        )}
      </div>
      <div className={open ? undefined : 'hidden lg:block'}>
        <OriginFilters origin={view.origin} onChange={(origin) => onChange({ origin })} />
      </div>
    </div>
  )
}
