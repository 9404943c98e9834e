'use client'

import { Brain, NotebookPen } from 'lucide-react'
import { memo } from 'react'

import type { Id } from '@/contracts/ids'
import { LEAD_STATUS_LABELS, type LeadStatus, leadStatusOf } from '@/contracts/lead-inbox'
import { kindOfTab, LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { WithOtherLeads } from '@/contracts/people'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { useDeleteLead } from '../api/leads'
import { CopyEmailButton } from '@/dashboard/copy-email-button'
import { CrmSyncBadge } from '@/dashboard/crm/crm-sync-badge'
import { adminDate } from '../format'
import { LeadSource } from '@/dashboard/lead-source'
import { Button } from '../ui/button'
import { ConfirmDelete } from '../ui/confirm-delete'
import { Td } from '../ui/table'
import { KIND_VIEWS, type ListedLead, OwnCells } from './kind-views'
import { OtherLeads } from './other-leads'
import { StatusSelect } from './status-select'
import { TrashActions } from './trash-actions'

/** What every lead's row reads beside its kind's own fields. */
export type RowLead = ListedLead &
  WithOtherLeads & {
    status?: LeadStatus | null
    owner?: string | null
    followUpOn?: string | null
    attribution?: Parameters<typeof LeadSource>[0]['attribution']
    createdAt: string
    deletedAt?: string | null
  }

type Props = {
  kind: LeadKind
  lead: RowLead
  aiResult: unknown
  onOpen: (lead: RowLead) => void
  /** Opens the kind's AI analysis (a kind without one has no button). */
  onAnalyse?: (id: Id) => void
  /** A row of the trash: restore or delete for good instead of the lead's actions. */
  trashed: boolean
}

/** One lead in its kind's table: who, the kind's own cells, status and owner, dates and actions. */
export const LeadRow = memo(function LeadRow({ kind, lead, aiResult, onOpen, onAnalyse, trashed }: Props) {
  const view = KIND_VIEWS[kind]
  const leadKind = kindOfTab(kind)
  const label = LEAD_KIND_TABLE[leadKind].label
  const remove = useDeleteLead(kind, label)
  const name = view.nameOf(lead)
  const email = view.emailOf(lead)
  return (
    <tr>
      <Td label={view.who.label} className={view.who.className}>
        <p className="font-medium text-ink [overflow-wrap:anywhere]">{name}</p>
        <p className="text-xs text-muted [overflow-wrap:anywhere]">{email}</p>
        <OtherLeads count={lead.otherLeads} name={view.personOf(lead)} onOpen={() => onOpen(lead)} />
        {view.whoDetails(lead)}
      </Td>
      <OwnCells view={view} lead={lead} aiResult={aiResult} />
      <Td label="Status">
        {trashed ? (
          LEAD_STATUS_LABELS[leadStatusOf(lead)]
        ) : (
          <StatusSelect kind={kind} id={lead.id} status={lead.status} name={name} className="h-8 w-32" />
        )}
        {lead.owner && <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">Owner: {lead.owner}</p>}
        {lead.followUpOn && <p className="text-xs text-muted">Follow up: {lead.followUpOn}</p>}
      </Td>
      <Td label="Date">
        <span className="whitespace-nowrap">{adminDate(lead.createdAt)}</span>
        <LeadSource attribution={lead.attribution} />
        {lead.deletedAt && <p className="whitespace-nowrap text-xs text-muted">Deleted {adminDate(lead.deletedAt)}</p>}
      </Td>
      <Td label="Actions">
        {trashed ? (
          <TrashActions kind={kind} label={label} id={lead.id} name={name} />
        ) : (
          <div className="flex flex-wrap items-center gap-1">
            <CrmSyncBadge kind={leadKind} id={lead.id} />
            <CopyEmailButton email={email} compact />
            {onAnalyse && (
              <Button
                variant="ghost"
                size="icon"
                aria-label="AI Analysis"
                title="AI Analysis"
                onClick={() => onAnalyse(lead.id)}
              >
                <Brain aria-hidden className="h-4 w-4" />
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Notes on ${name}`}
              title="Status, owner and notes"
              onClick={() => onOpen(lead)}
            >
              <NotebookPen aria-hidden className="h-4 w-4" />
            </Button>
            <ConfirmDelete
              label={view.deleteLabel(name)}
              question={view.deleteQuestion}
              onConfirm={() => remove.mutate(lead.id)}
              disabled={remove.isPending}
            />
          </div>
        )}
      </Td>
    </tr>
  )
})
