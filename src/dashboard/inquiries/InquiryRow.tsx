'use client'

import { NotebookPen } from 'lucide-react'
import { memo } from 'react'

import type { ContactInquiry } from '@/contracts/inquiries'
import { LEAD_STATUS_LABELS, leadStatusOf } from '@/contracts/lead-inbox'
import { INQUIRY_TYPE_ADMIN_LABELS, type InquiryType } from '@/contracts/enumerations'
import type { WithOtherLeads } from '@/contracts/people'

import type { MessageAnalysis } from '../api/ai-results'
import { useDeleteInquiry } from '../api/inquiries'
import { CopyEmailButton } from '../CopyEmailButton'
import { CrmSyncBadge } from '../crm/CrmSyncBadge'
import { adminDate } from '../format'
import { LeadSource } from '../LeadSource'
import { OtherLeads } from '../leads/OtherLeads'
import { StatusSelect } from '../leads/StatusSelect'
import { TrashActions } from '../leads/TrashActions'
import { Button } from '../ui/button'
import { Badge } from '../ui/badge'
import { ConfirmDelete } from '../ui/confirm-delete'
import { Td } from '../ui/table'
import { ExpandableMessage } from './ExpandableMessage'

const LEVEL_TONE = { high: 'red', medium: 'yellow', low: 'green' } as const
const POTENTIAL_TONE = {
  high: 'green',
  medium: 'yellow',
  low: 'neutral',
} as const

const toneOf = <T extends Record<string, string>>(tones: T, level: string) => tones[level as keyof T] ?? 'neutral'

function AnalysisBox({ analysis }: { analysis: MessageAnalysis | undefined }) {
  if (!analysis) return <p className="mt-2 text-xs italic text-subtle">AI analysis processing...</p>
  return (
    <div className="mt-2 space-y-1 rounded-md border border-blue-200 bg-blue-50 p-2">
      <div className="flex flex-wrap gap-1">
        <Badge tone={toneOf(LEVEL_TONE, analysis.urgencyLevel)}>Urgency: {analysis.urgencyLevel}</Badge>
        <Badge tone={toneOf(POTENTIAL_TONE, analysis.businessPotential)}>Potential: {analysis.businessPotential}</Badge>
      </div>
      <p className="text-xs text-body">{analysis.summary}</p>
      <ul className="list-disc pl-4 text-xs text-body">
        {(analysis.keyPoints ?? []).slice(0, 3).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  )
}

type Props = {
  inquiry: ContactInquiry & WithOtherLeads
  analysis: MessageAnalysis | undefined
  onOpen: (inquiry: ContactInquiry) => void
  /** A row of the trash: restore or delete for good instead of the lead's actions. */
  trashed: boolean
}

export const InquiryRow = memo(function InquiryRow({ inquiry, analysis, onOpen, trashed }: Props) {
  const remove = useDeleteInquiry()
  const name = `${inquiry.firstName} ${inquiry.lastName}`
  return (
    <tr>
      <Td label="Contact Information" className="min-w-40">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">{name}</p>
        <p className="text-xs text-muted [overflow-wrap:anywhere]">{inquiry.email}</p>
        <OtherLeads
          count={inquiry.otherLeads}
          name={`${inquiry.firstName} ${inquiry.lastName}`}
          onOpen={() => onOpen(inquiry)}
        />
        {inquiry.website && <p className="text-xs text-muted [overflow-wrap:anywhere]">{inquiry.website}</p>}
      </Td>
      <Td label="Industry">{inquiry.industry || 'Not specified'}</Td>
      <Td label="Type" className="whitespace-nowrap">
        {INQUIRY_TYPE_ADMIN_LABELS[inquiry.inquiryType as InquiryType] ?? inquiry.inquiryType}
      </Td>
      <Td label="Message & AI Analysis" className="max-w-md">
        <ExpandableMessage id={`inquiry-message-${inquiry.id}`} message={inquiry.message} />
        <AnalysisBox analysis={analysis} />
      </Td>
      <Td label="Status">
        {trashed ? (
          LEAD_STATUS_LABELS[leadStatusOf(inquiry)]
        ) : (
          <StatusSelect kind="inquiries" id={inquiry.id} status={inquiry.status} name={name} className="h-8 w-32" />
        )}
        {inquiry.owner && <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">Owner: {inquiry.owner}</p>}
        {inquiry.followUpOn && <p className="text-xs text-muted">Follow up: {inquiry.followUpOn}</p>}
      </Td>
      <Td label="Date">
        <span className="whitespace-nowrap">{adminDate(inquiry.createdAt)}</span>
        <LeadSource attribution={inquiry.attribution} />
        {inquiry.deletedAt && (
          <p className="whitespace-nowrap text-xs text-muted">Deleted {adminDate(inquiry.deletedAt)}</p>
        )}
      </Td>
      <Td label="Actions">
        {trashed ? (
          <TrashActions kind="inquiries" label="Contact inquiry" id={inquiry.id} name={name} />
        ) : (
          <div className="flex flex-wrap items-center gap-1">
            <CrmSyncBadge kind="inquiry" id={inquiry.id} />
            <CopyEmailButton email={inquiry.email} compact />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Notes on ${name}`}
              title="Status, owner and notes"
              onClick={() => onOpen(inquiry)}
            >
              <NotebookPen aria-hidden className="h-4 w-4" />
            </Button>
            <ConfirmDelete
              label={`Delete inquiry from ${name}`}
              question="Move this contact inquiry to the trash? It can be restored from there."
              onConfirm={() => remove.mutate(inquiry.id)}
              disabled={remove.isPending}
            />
          </div>
        )}
      </Td>
    </tr>
  )
})
